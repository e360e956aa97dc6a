import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listDocuments, viewOfDocument } from "~/domain/documents.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Documents", "The trust's annual reports and work documents.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listDocuments()).map(viewOfDocument);
}

export function action(args: ActionFunctionArgs) {
  // A document is added on its own page (documents/new), where its PDF streams to disk.
  return orderedListAction(args, { delete: "deleteDocument", move: "moveDocument" });
}

export default function Documents() {
  const documents = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <>
      <OwnerList
        toBin
        title="Documents"
        refusal={refusal?.message}
        empty="No documents yet."
        orderable
        rows={documents.map((document) => ({
          id: document.id,
          label: `the document ${document.title}`,
          summary: (
            <p>
              <a href={document.href} className="font-semibold text-brand-700 underline">
                {document.title}
              </a>{" "}
              ({document.kind === "report" ? `annual report ${document.year ?? ""}` : "work document"})
            </p>
          ),
        }))}
      />
      <p className="mt-8">
        <Link to="/login-home/documents/new" className="button">
          Add a document
        </Link>
      </p>
    </>
  );
}
