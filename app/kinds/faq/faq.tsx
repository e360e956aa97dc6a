// The questions and answers: the public page, and the owner's list and edit page.
import { editForm, listWithAddForm } from "~/components/declared-pages";
import { useLoaderData } from "@remix-run/react";
import { declareFields, requiredLineInBoth, requiredParagraphInBoth } from "~/kinds/fields";
import { catalogueMeta } from "~/components/page-meta";
import { useWords } from "~/i18n/use-texts";
import type { faqsLoader, ownerFaqLoader, ownerFaqsLoader } from "./faq.server";
import { PageSection } from "~/components/section";
import { Written } from "~/components/written";
import type { Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "FAQs",
  description: "The questions and answers of the FAQ page, in the owner's order.",
  empty: "No questions yet.",
  addTitle: "Add a question",
  add: "Add question",
  editTitle: "Edit question",
  editMetaTitle: "Edit a question",
  editDescription: "Edit a question of the FAQ page.",
  save: "Save question",
  /** Its public page. */
  page: {
    description: "Answers about registration, donations, tax exemption, receipts and giving offline.",
    heading: "Frequently Asked Questions",
  },
};

const hi: Wording<typeof en> = {
  title: "सवाल-जवाब",
  description: "सवाल-जवाब पेज के सवाल और जवाब, संचालक के तय किए क्रम में।",
  empty: "अभी कोई सवाल नहीं है।",
  addTitle: "सवाल जोड़ें",
  add: "सवाल जोड़ें",
  editTitle: "सवाल बदलें",
  editMetaTitle: "सवाल बदलें",
  editDescription: "सवाल-जवाब पेज का एक सवाल बदलें।",
  save: "सवाल सहेजें",
  /** Its public page. */
  page: {
    description: "पंजीकरण, दान, टैक्स में छूट, रसीद और बिना इंटरनेट दान देने के बारे में जवाब।",
    heading: "अक्सर पूछे जाने वाले सवाल",
  },
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const fields = declareFields(
  {
    question: requiredLineInBoth,
    answer: requiredParagraphInBoth,
  },
  {
    question: { en: ["Question"], hi: ["सवाल"] },
    answer: { en: ["Answer"], hi: ["जवाब"] },
  },
);

export const faqWords = { en, hi, fields };

// ---- The owner's questions: the list, ordered, and the form that adds one; a question, to change

export const { meta: ownerFaqsMeta, Page: OwnerFaqsPage } = listWithAddForm<typeof ownerFaqsLoader>(faqWords, (faq) => ({
  editTo: `/login-home/faqs/${faq.id}`,
  title: faq.question,
}));

export const { meta: ownerFaqMeta, Page: OwnerFaqPage } = editForm<typeof ownerFaqLoader>(faqWords);

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
              <Written className="min-w-0" text={faq.question} />
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
