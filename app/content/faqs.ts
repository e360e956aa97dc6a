export type Faq = { question: string; answer: string };

export const faqs: Faq[] = [
  {
    question: "Is the trust registered?",
    answer: "Yes. The trust was formed on 8 November 2023 and is registered under the Indian Trust Act of 1882. You can ask us for a copy of the registration at any time.",
  },
  {
    question: "How does my donation help?",
    answer: "Your money buys books and school bags, pays for evening teachers, gives wheelchairs and hearing aids, feeds families in need and trains women in skills. We report our work on the Updates page.",
  },
  {
    question: "What is the minimum or maximum amount I can give?",
    answer: "There is no minimum and no maximum. Even a small amount helps: one hundred rupees buys notebooks for a child for a whole term.",
  },
  {
    question: "Will I get a tax exemption?",
    answer: "Donations to the trust are eligible for tax exemption under section 80G of the Income Tax Act. Please share your name, address and PAN with us so that we can prepare the receipt.",
  },
  {
    question: "Will I get a receipt?",
    answer: "Yes. We send a receipt for every donation within a week. If you have not received it, call or write to us and we will send it again.",
  },
  {
    question: "Can I donate offline?",
    answer: "Yes. You can transfer money directly to our bank account (details on the Donate page), or meet our volunteers at our office and give a cheque or cash against a receipt.",
  },
];
