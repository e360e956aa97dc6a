// Article links about the trust: the owner's list, where they are added and ordered (the
// gallery page shows them). The server's half of each page is article-link.server.ts.
import { TextField, TwoLanguageField } from "~/components/owner-form";
import { FormUnderList, OwnerList } from "~/components/owner-list";
import { wordsMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { useWords } from "~/i18n/use-texts";
import type { ownerArticleLinksLoader } from "./article-link.server";
import { Written } from "~/components/written";
import type { Wording } from "~/i18n/texts";

// ---- Its words in the owner's area, in both languages.

const en = {
  title: "Articles",
  description: "Articles about the trust's work, linked from the gallery.",
  empty: "No article links yet.",
  label: (title: string) => `the article “${title}”`,
  addTitle: "Add an article link",
  articleTitle: "Title",
  link: "Link",
  linkHelp: "The article's https address.",
  source: "Newspaper or site",
  date: "Date",
  optional: "Optional.",
  add: "Add article link",
};

const hi: Wording<typeof en> = {
  title: "लेख",
  description: "ट्रस्ट के काम पर लिखे लेख, गैलरी से जुड़े हुए।",
  empty: "अभी किसी लेख का लिंक नहीं है।",
  label: (title) => `लेख “${title}”`,
  addTitle: "लेख का लिंक जोड़ें",
  articleTitle: "शीर्षक",
  link: "लिंक",
  linkHelp: "लेख का पता, जो https:// से शुरू होता है।",
  source: "अख़बार या वेबसाइट",
  date: "तारीख़",
  optional: "चाहें तो।",
  add: "लेख का लिंक जोड़ें",
};

export const articleLinkWords = { en, hi };

// ---- The owner's article links: the list, ordered, and the form that adds one

export const ownerArticleLinksMeta = wordsMeta(articleLinkWords, "title", "description");

export function OwnerArticleLinksPage() {
  const t = useWords(articleLinkWords);
  return (
    <OwnerList<typeof ownerArticleLinksLoader>
      row={(article) => ({
        title: article.title,
        more: article.source ? (
          <>
            , <Written text={article.source} />
          </>
        ) : null,
      })}
      words={t}
    >
      <FormUnderList title={t.addTitle} button={t.add}>
        <TwoLanguageField name="title" label={t.articleTitle} oneNeeded maxLength={LIMITS.line} />
        <TextField id="url" name="url" label={t.link} help={t.linkHelp} type="url" required maxLength={500} />
        <TextField id="source" name="source" label={t.source} help={t.optional} maxLength={LIMITS.line} />
        <TextField id="publishedOn" name="publishedOn" label={t.date} help={t.optional} type="date" maxLength={10} />
      </FormUnderList>
    </OwnerList>
  );
}
