import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { listFaqs } from "~/kinds/faq/faq.server";
import { langAttribute, langOfRequest, textIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

export const meta = pageMeta(
  (t) => t.pages.faqs,
  (t) => t.faqs.description,
);
export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const faqs = await readSoftly("the questions", listFaqs, []);
  return data(
    faqs.value.map((faq) => ({ id: faq.id, question: textIn(lang, faq.question, faq.questionHi), answer: textIn(lang, faq.answer, faq.answerHi) })),
    { headers: publicLoaderHeaders(faqs.failed) },
  );
}

export default function FrequentlyAskedQuestions() {
  const faqs = useLoaderData<typeof loader>();
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.faqs.heading}>
      <div className="max-w-3xl space-y-3">
        {faqs.map((faq) => (
          <details key={faq.id} className="group rounded-lg ring-1 ring-stone-300 open:bg-brand-50">
            <summary className="flex min-h-12 items-center justify-between gap-4 px-4 py-3 text-lg font-semibold">
              <span {...langAttribute(faq.question, lang)}>{faq.question}</span>
              <span aria-hidden="true" className="transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="whitespace-pre-line px-4 pb-4" {...langAttribute(faq.answer, lang)}>
              {faq.answer}
            </p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
