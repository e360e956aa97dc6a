import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { faqs } from "~/content/faqs";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta = pageMeta("FAQs", "Answers about registration, donations, 80G tax exemption, receipts and giving offline.");
export const headers = publicPageHeaders;

export default function FrequentlyAskedQuestions() {
  return (
    <PageSection title="Frequently Asked Questions">
      <div className="max-w-3xl space-y-3">
        {faqs.map((faq) => (
          <details key={faq.question} className="group rounded-lg ring-1 ring-stone-300 open:bg-brand-50">
            <summary className="flex min-h-12 items-center justify-between gap-4 px-4 py-3 text-lg font-semibold">
              {faq.question}
              <span aria-hidden="true" className="transition group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="px-4 pb-4">{faq.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
