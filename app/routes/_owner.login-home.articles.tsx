import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TextField, TwoLanguageField } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listArticleLinks, viewOfArticleLink } from "~/kinds/article-link/article-link.server";
import { LIMITS } from "~/domain/rules";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { languageOf } from "~/domain/owner.server";
import { useLang, useTexts } from "~/i18n/use-texts";
import { langAttribute } from "~/i18n/texts";

export const meta = pageMeta(
  (t) => t.owner.articles.title,
  (t) => t.owner.articles.description,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return (await listArticleLinks()).map((article) => viewOfArticleLink(article, lang));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addArticleLink", delete: "deleteArticleLink", move: "moveArticleLink" });
}

export default function Articles() {
  const articles = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.articles;
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
          <p>
            <span className="font-semibold" {...langAttribute(article.title, lang)}>
              {article.title}
            </span>
            {article.source ? (
              <>
                , <span {...langAttribute(article.source, lang)}>{article.source}</span>
              </>
            ) : null}
          </p>
        ),
      }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">{t.addTitle}</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <TwoLanguageField name="title" label={t.articleTitle} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <TextField id="url" name="url" label={t.link} help={t.linkHelp} type="url" required maxLength={500} defaultValue={refusal?.values.url} />
        <TextField id="source" name="source" label={t.source} help={t.optional} maxLength={LIMITS.line} defaultValue={refusal?.values.source} />
        <TextField id="publishedOn" name="publishedOn" label={t.date} help={t.optional} type="date" maxLength={10} defaultValue={refusal?.values.publishedOn} />
        <SubmitButton intent="add">{t.add}</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
