import { articleLinkWords } from "./article-link";
import { z } from "zod";
import { db } from "~/site/db.server";
import { type Lang, textIn } from "~/i18n/texts";
import { changed } from "~/domain/content-version.server";
import { IN_OWNER_ORDER, nextPosition } from "~/domain/ordering.server";
import type { Outcome } from "~/domain/outcome";
import { line, namingFields, oneRecordRow, savedTexts, titleInTwoLanguages } from "~/domain/operation-parts";
import { calendarDate, httpsOn, oneLanguageAtLeast, optional, text } from "~/domain/rules";
import type { ArticleLink } from "@prisma/client";
import { englishOrEmpty } from "~/domain/two-languages";
import { type BinnedBindings, declareKind, type RowInput } from "~/kinds/kind";
import { ownerListPage } from "~/http/owner-forms.server";

// The articles about the trust that the gallery links to: links the owner pastes, in her order.

// ---- Its rows of the operations table, which the owner's forms run.

const articleLinkOperations = namingFields(
  {
    addArticleLink: {
      input: oneLanguageAtLeast(
        z.object({
          ...titleInTwoLanguages,
          url: text("url", 500).pipe(httpsOn("url", [], "https://www.amarujala.com/…")),
          source: line("source"),
          publishedOn: optional(calendarDate("publishedOn")),
        }),
        ["title"],
      ),
      texts: savedTexts({ en: "The article link was added.", hi: "लेख का लिंक जुड़ गया।" }),
    },
    deleteArticleLink: oneRecordRow({ en: "The article link was moved to the bin.", hi: "लेख का लिंक कूड़ेदान में चला गया।" }),
  },
  articleLinkWords.fields,
);

type Input<N extends keyof typeof articleLinkOperations> = RowInput<typeof articleLinkOperations, N>;

/** An article link as a page shows it, its title in the page's language when the owner gave it. */
export function viewOfArticleLink({ id, title, titleHi, url, source, publishedOn }: ArticleLink, lang: Lang) {
  return { id, title: textIn(lang, title, titleHi), url, source, publishedOn };
}

export function listArticleLinks() {
  return db().articleLink.findMany({ orderBy: [...IN_OWNER_ORDER] });
}

async function addArticleLink(input: Input<"addArticleLink">): Promise<Outcome<ArticleLink>> {
  return changed(await db().articleLink.create({ data: { ...englishOrEmpty(input, ["title"]), position: await nextPosition(articleLinkKind) } }));
}

export const articleLinkKind = declareKind({
  words: articleLinkWords,
  table: "ArticleLink",
  ordered: {},
  bin: { name: { en: "Article link", hi: "लेख का लिंक" }, label: ["title", "titleHi"] },
  owner: { list: "/login-home/articles", checklist: { label: { en: "Articles about the trust", hi: "ट्रस्ट के बारे में लेख" } } },
  operations: articleLinkOperations,
  apply: { addArticleLink } satisfies BinnedBindings<typeof articleLinkOperations>,
});

// ---- The owner's article links: the list, ordered, and the form that adds one

export const { loader: ownerArticleLinksLoader, action: ownerArticleLinksAction } = ownerListPage(articleLinkKind, {
  read: listArticleLinks,
  view: viewOfArticleLink,
  add: "addArticleLink",
});
