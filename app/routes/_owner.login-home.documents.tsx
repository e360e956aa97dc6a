import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listDocuments, viewOfDocument } from "~/kinds/document/document.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { languageOf } from "~/domain/owner.server";
import { useLang, useTexts } from "~/i18n/use-texts";
import { langAttribute } from "~/i18n/texts";

export const meta = pageMeta(
  (t) => t.owner.documents.title,
  (t) => t.owner.documents.description,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return (await listDocuments()).map((document) => viewOfDocument(document, lang));
}

export function action(args: ActionFunctionArgs) {
  // A document is added on its own page (documents/new), where its PDF streams to disk.
  return orderedListAction(args, { delete: "deleteDocument", move: "moveDocument" });
}

export default function Documents() {
  const documents = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.documents;
  const lang = useLang();
  return (
    <>
      <OwnerList
        toBin
        title={t.title}
        refusal={refusal?.message}
        empty={t.empty}
        orderable
        rows={documents.map((document) => ({
          id: document.id,
          label: t.label(document.title),
          summary: (
            <p>
              <a href={document.href} className="font-semibold text-brand-700 underline" {...langAttribute(document.title, lang)}>
                {document.title}
              </a>{" "}
              ({document.kind === "report" ? t.annualReport(document.year ?? "") : t.workDocument})
            </p>
          ),
        }))}
      />
      <p className="mt-8">
        <Link to="/login-home/documents/new" className="button">
          {t.addLink}
        </Link>
      </p>
    </>
  );
}
