import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TextField } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listArticles } from "~/domain/media-links.server";
import { LIMITS } from "~/domain/rules";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Articles", "Articles about the trust's work, linked from the gallery.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listArticles()).map(({ id, title, url, source }) => ({ id, title, url, source }));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addArticle", delete: "deleteArticle", move: "moveArticle" });
}

export default function Articles() {
  const articles = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      title="Articles"
      empty="No article links yet."
      orderable
      rows={articles.map((article) => ({
        id: article.id,
        label: `the article ${article.title}`,
        summary: (
          <p>
            <span className="font-semibold">{article.title}</span>
            {article.source ? `, ${article.source}` : ""}
          </p>
        ),
      }))}
    >
      <h2 className="mt-10 text-2xl font-bold text-brand-800">Add an article link</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <TextField id="title" name="title" label="Title" required maxLength={LIMITS.line} defaultValue={refusal?.values.title} />
        <TextField id="url" name="url" label="Link" help="The article's https address." type="url" required maxLength={500} defaultValue={refusal?.values.url} />
        <TextField id="source" name="source" label="Newspaper or site" help="Optional." maxLength={LIMITS.line} defaultValue={refusal?.values.source} />
        <TextField id="publishedOn" name="publishedOn" label="Date" help="Optional." type="date" maxLength={10} defaultValue={refusal?.values.publishedOn} />
        <SubmitButton intent="add">Add article link</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
