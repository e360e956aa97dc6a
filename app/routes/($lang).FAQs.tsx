// The public questions and answers, /FAQs (kinds/faq/).
export { publicPageHeaders as headers } from "~/http/cache-headers";
export { faqsLoader as loader } from "~/kinds/faq/faq.server";
export { faqsMeta as meta, FaqsPage as default } from "~/kinds/faq/faq";
