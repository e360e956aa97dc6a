import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { listFaqs } from "~/domain/faq.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

export const meta = pageMeta("FAQs", "Answers about registration, donations, tax exemption, receipts and giving offline.");
export const headers = publicPageHeaders;

export async function loader() {
  const faqs = await readSoftly("the questions", listFaqs, []);
  return data(
    faqs.value.map(({ id, question, answer }) => ({ id, question, answer })),
    { headers: publicLoaderHeaders(faqs.failed) },
  );
}

export default function FrequentlyAskedQuestions() {
  const faqs = useLoaderData<typeof loader>();
  return (
    <PageSection title="Frequently Asked Questions">
      <div className="max-w-3xl space-y-3">
        {faqs.map((faq) => (
          <details key={faq.id} className="group rounded-lg ring-1 ring-stone-300 open:bg-brand-50">
            <summary className="flex min-h-12 items-center justify-between gap-4 px-4 py-3 text-lg font-semibold">
              {faq.question}
              <span aria-hidden="true" className="transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="whitespace-pre-line px-4 pb-4">{faq.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
