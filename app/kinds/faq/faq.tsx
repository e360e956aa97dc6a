// The questions and answers: the public page, and the owner's list and edit page.
import { LIMITS } from "~/domain/rules";
import { useLoaderData } from "@remix-run/react";
import { FormPage, TwoLanguageField } from "~/components/owner-form";
import { FormUnderList, OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { useWords } from "~/i18n/use-texts";
import type { faqsLoader, ownerFaqLoader, ownerFaqsLoader } from "./faq.server";
import { PageSection } from "~/components/section";
import { faqWords } from "./words";
import { Written } from "~/components/written";

// ---- The owner's questions: the fields of one, in the add and the edit form.

/** The fields of a question, each in English, Hindi or both, for the add and the edit form. */
export function FaqFields({ values = {} }: { values?: Record<string, string | null> }) {
  const t = useWords(faqWords);
  return (
    <>
      <TwoLanguageField name="question" label={t.question} oneNeeded maxLength={LIMITS.line} values={values} />
      <TwoLanguageField name="answer" label={t.answer} multiline oneNeeded maxLength={LIMITS.details} values={values} />
    </>
  );
}

// ---- The owner's questions: the list, ordered, and the form that adds one

export const ownerFaqsMeta = catalogueMeta((t, lang) => [faqWords[lang].title, faqWords[lang].description]);

export function OwnerFaqsPage() {
  const t = useWords(faqWords);
  return (
    <OwnerList<typeof ownerFaqsLoader>
      row={(faq) => ({ editTo: `/login-home/faqs/${faq.id}`, label: t.label(faq.question), summary: <TitledSummary title={faq.question} /> })}
      words={t}
    >
      <FormUnderList title={t.addTitle} button={t.add}>
        <FaqFields />
      </FormUnderList>
    </OwnerList>
  );
}

// ---- The owner's question, to change

export const ownerFaqMeta = catalogueMeta((t, lang) => [faqWords[lang].editMetaTitle, faqWords[lang].editDescription]);

export function OwnerFaqPage() {
  const t = useWords(faqWords);
  return (
    <FormPage title={t.editTitle} button={t.save}>
      <FaqFields values={useLoaderData<typeof ownerFaqLoader>()} />
    </FormPage>
  );
}

// ---- The public questions and answers, /FAQs

export const faqsMeta = catalogueMeta((t, lang) => [t.pages.faqs, faqWords[lang].page.description]);

export function FaqsPage() {
  const faqs = useLoaderData<typeof faqsLoader>();
  const words = useWords(faqWords);
  return (
    <PageSection title={words.page.heading}>
      <div className="max-w-3xl space-y-3">
        {faqs.map((faq) => (
          <details key={faq.id} className="group rounded-lg ring-1 ring-stone-300 open:bg-brand-50">
            <summary className="flex min-h-12 items-center justify-between gap-4 px-4 py-3 text-lg font-semibold">
              <Written text={faq.question} />
              <span aria-hidden="true" className="transition group-open:rotate-45">
                +
              </span>
            </summary>
            <Written as="p" className="whitespace-pre-line px-4 pb-4" text={faq.answer} />
          </details>
        ))}
      </div>
    </PageSection>
  );
}
