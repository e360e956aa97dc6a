// Article links about the trust: the owner's list, where they are added and ordered (the
// gallery page shows them). The server's half of each page is article-link.server.ts.
import { TextField, TwoLanguageField } from "~/components/owner-form";
import { FormUnderList, OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { useWords } from "~/i18n/use-texts";
import type { ownerArticleLinksLoader } from "./article-link.server";
import { articleLinkWords } from "./words";
import { Written } from "~/components/written";

// ---- The owner's article links: the list, ordered, and the form that adds one

export const ownerArticleLinksMeta = catalogueMeta((t, lang) => [articleLinkWords[lang].title, articleLinkWords[lang].description]);

export function OwnerArticleLinksPage() {
  const t = useWords(articleLinkWords);
  return (
    <OwnerList<typeof ownerArticleLinksLoader>
      row={(article) => ({
        label: t.label(article.title),
        summary: (
          <TitledSummary title={article.title}>
            {article.source ? (
              <>
                , <Written text={article.source} />
              </>
            ) : null}
          </TitledSummary>
        ),
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
