import { faqWords } from "./faq";
import { z } from "zod";
import { namingFields, oneRecordRow, savedTexts } from "~/domain/operation-parts";
import { inTwoLanguages, oneLanguageAtLeast, recordId } from "~/domain/rules";
import { LIMITS } from "~/domain/limits";
import type { Faq } from "@prisma/client";
import { type BinnedBindings, declareKind, type RowInput, shippedTexts } from "~/kinds/kind";
import { db } from "~/site/db.server";
import { changed, changedRow } from "~/domain/content-version.server";
import { englishOrEmpty } from "~/domain/two-languages";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { textIn } from "~/i18n/texts";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ownerEditPage, ownerListPage } from "~/http/owner-forms.server";
import { publicList } from "~/http/read-softly.server";

// ---- Its rows of the operations table, which the owner's forms (and the JSON API) run.

const faq = { ...inTwoLanguages("question", LIMITS.line), ...inTwoLanguages("answer", LIMITS.details) };

const faqOperations = namingFields(
  {
    addFaq: { input: oneLanguageAtLeast(z.object(faq), ["question", "answer"]), texts: savedTexts({ en: "The question was added.", hi: "सवाल जुड़ गया।" }) },
    updateFaq: {
      input: oneLanguageAtLeast(z.object({ _id: recordId, ...faq }), ["question", "answer"]),
      texts: savedTexts({ en: "The question was updated.", hi: "सवाल बदल गया।" }),
    },
    deleteFaq: oneRecordRow({ en: "The question was moved to the bin.", hi: "सवाल कूड़ेदान में चला गया।" }),
  },
  faqWords.fields,
);

type Input<N extends keyof typeof faqOperations> = RowInput<typeof faqOperations, N>;

/** The questions in the owner's order. */
function listFaqs() {
  return db().faq.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

function findFaq(id: string) {
  return db().faq.findUnique({ where: { id } });
}

async function addFaq(input: Input<"addFaq">): Promise<Outcome<Faq>> {
  return changed(
    await db().faq.create({ data: { ...englishOrEmpty(input, ["question", "answer"]), position: await nextPosition(faqKind), wordingCheckedAt: new Date() } }),
  );
}

function updateFaq({ _id, ...input }: Input<"updateFaq">): Promise<Outcome<Faq>> {
  return changedRow(() => db().faq.update({ where: { id: _id }, data: { ...englishOrEmpty(input, ["question", "answer"]), wordingCheckedAt: new Date() } }));
}

export const faqKind = declareKind({
  words: faqWords,
  table: "Faq",
  ordered: {},
  bin: { name: { en: "Question", hi: "सवाल" }, label: ["question", "questionHi"] },
  owner: {
    list: "/login-home/faqs",
    checklist: {
      label: { en: "Questions and answers (FAQs)", hi: "सवाल-जवाब" },
      state: async () => shippedTexts(await db().faq.count(), await db().faq.count({ where: { wordingCheckedAt: null } })),
    },
  },
  operations: faqOperations,
  apply: { addFaq, updateFaq } satisfies BinnedBindings<typeof faqOperations>,
});

// ---- The owner's questions: the list, ordered, and the form that adds one

export const { loader: ownerFaqsLoader, action: ownerFaqsAction } = ownerListPage(faqKind, {
  read: listFaqs,
  view: ({ id, question, questionHi }, lang) => ({ id, question: textIn(lang, question, questionHi) }),
  add: "addFaq",
});

// ---- The owner's question, to change

export const { loader: ownerFaqLoader, action: ownerFaqAction } = ownerEditPage(faqKind, {
  find: findFaq,
  update: "updateFaq",
});

// ---- The public questions and answers, /FAQs

export function faqsLoader({ request }: LoaderFunctionArgs) {
  return publicList(request, "the questions", listFaqs, (faq, lang) => ({
    id: faq.id,
    question: textIn(lang, faq.question, faq.questionHi),
    answer: textIn(lang, faq.answer, faq.answerHi),
  }));
}
