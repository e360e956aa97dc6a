// Article links about the trust: the owner's list, where they are added and ordered (the
// gallery page shows them). The server's half of each page is article-link.server.ts.
import { useActionData, useLoaderData } from "@remix-run/react";
import { TextField, TwoLanguageField } from "~/components/owner-form";
import { FormUnderList, OwnerList, TitledSummary } from "~/components/owner-list";
import { catalogueMeta } from "~/components/page-meta";
import { LIMITS } from "~/domain/rules";
import { useLang, useTexts } from "~/i18n/use-texts";
import { langAttribute } from "~/i18n/texts";
import type { ownerArticleLinksAction, ownerArticleLinksLoader } from "./article-link.server";

// ---- The owner's article links: the list, ordered, and the form that adds one

export const ownerArticleLinksMeta = catalogueMeta((t) => [t.owner.articleLinks.title, t.owner.articleLinks.description]);

export function OwnerArticleLinksPage() {
  const articles = useLoaderData<typeof ownerArticleLinksLoader>();
  const refusal = useActionData<typeof ownerArticleLinksAction>();
  const t = useTexts().owner.articleLinks;
  const lang = useLang();
  return (
    <OwnerList
      title={t.title}
      empty={t.empty}
      orderable
      rows={articles.map((article) => ({
        id: article.id,
        label: t.label(article.title),
        summary: (
          <TitledSummary title={article.title}>
            {article.source ? (
              <>
                , <span {...langAttribute(article.source, lang)}>{article.source}</span>
              </>
            ) : null}
          </TitledSummary>
        ),
      }))}
    >
      <FormUnderList title={t.addTitle} button={t.add} refusal={refusal?.message}>
        <TwoLanguageField name="title" label={t.articleTitle} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <TextField id="url" name="url" label={t.link} help={t.linkHelp} type="url" required maxLength={500} defaultValue={refusal?.values.url} />
        <TextField id="source" name="source" label={t.source} help={t.optional} maxLength={LIMITS.line} defaultValue={refusal?.values.source} />
        <TextField id="publishedOn" name="publishedOn" label={t.date} help={t.optional} type="date" maxLength={10} defaultValue={refusal?.values.publishedOn} />
      </FormUnderList>
    </OwnerList>
  );
}
