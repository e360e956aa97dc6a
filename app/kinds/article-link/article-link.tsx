// Article links about the trust: the owner's list, where they are added and ordered (the
// gallery page shows them). The server's half of each page is article-link.server.ts.
import { listWithAddForm } from "~/components/declared-pages";
import { declareFields, requiredLineInBoth } from "~/kinds/fields";
import { LIMITS } from "~/domain/limits";
import type { ownerArticleLinksLoader } from "./article-link.server";
import { Written } from "~/components/written";
import type { Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "Articles",
  description: "Articles about the trust's work, linked from the gallery.",
  empty: "No article links yet.",
  addTitle: "Add an article link",
  add: "Add article link",
};

const hi: Wording<typeof en> = {
  title: "लेख",
  description: "ट्रस्ट के काम पर लिखे लेख, गैलरी से जुड़े हुए।",
  empty: "अभी किसी लेख का लिंक नहीं है।",
  addTitle: "लेख का लिंक जोड़ें",
  add: "लेख का लिंक जोड़ें",
};

// ---- Its fields, in the form's order: what each takes, and its label and help in both languages.

const optional = { en: "Optional.", hi: "चाहें तो।" };

const fields = declareFields(
  {
    title: requiredLineInBoth,
    url: { type: "url", required: true, maxLength: 500 },
    source: { maxLength: LIMITS.line },
    publishedOn: { type: "date" },
  },
  {
    title: { en: ["Title"], hi: ["शीर्षक"] },
    url: { en: ["Link", "The article's https address."], hi: ["लिंक", "लेख का पता, जो https:// से शुरू होता है।"] },
    source: { en: ["Newspaper or site", optional.en], hi: ["अख़बार या वेबसाइट", optional.hi] },
    publishedOn: { en: ["Date", optional.en], hi: ["तारीख़", optional.hi] },
  },
);

export const articleLinkWords = { en, hi, fields };

// ---- The owner's article links: the list, ordered, and the form that adds one

export const { meta: ownerArticleLinksMeta, Page: OwnerArticleLinksPage } = listWithAddForm<typeof ownerArticleLinksLoader>(articleLinkWords, (article) => ({
  title: article.title,
  more: article.source ? (
    <>
      , <Written text={article.source} />
    </>
  ) : null,
}));
