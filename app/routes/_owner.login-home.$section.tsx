import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useParams } from "@remix-run/react";
import { DetailsForm } from "~/components/details-form";
import { FormFields } from "~/components/form-fields";
import { detailsSections } from "~/components/details-sections";
import { catalogueMeta } from "~/components/page-meta";
import { trustFormValues } from "~/domain/trust.server";
import { ownerForm } from "~/http/owner-forms.server";
import { notFound } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// /login-home/trust, /login-home/contact and /login-home/donation-details: the forms of the
// trust's own facts (components/details-sections.ts). Any other section is a 404.
export const meta: MetaFunction = (args) => {
  const section = detailsSections[args.params.section ?? ""];
  return section ? catalogueMeta((t) => [t.owner.details[section.texts].title, t.owner.details[section.texts].description])(args) : [];
};

function sectionOf(name: string | undefined) {
  const section = Object.hasOwn(detailsSections, name ?? "") ? detailsSections[name ?? ""] : undefined;
  if (!section) throw notFound();
  return section;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOwner(request);
  sectionOf(params.section);
  return trustFormValues();
}

export function action(args: ActionFunctionArgs) {
  return ownerForm(args, sectionOf(args.params.section).operation, { savedNow: trustFormValues });
}
export { postOnWeakSignal as clientAction } from "~/components/weak-signal";

export default function TrustDetailsSection() {
  const saved = useLoaderData<typeof loader>();
  const section = detailsSections[useParams().section ?? ""];
  const t = useTexts().owner.details;
  if (!section) return null;
  const texts = t[section.texts];
  return (
    <>
      <DetailsForm
        title={texts.title}
        intro={texts.intro}
        fields={<FormFields fields={section.fields} texts={t.fields} values={saved} />}
        submitLabel={texts.submit}
      />
      {section.alsoHere ? (
        <p className="mt-8">
          <Link to={section.alsoHere.to} className="tap-link font-semibold">
            {t.alsoHere[section.alsoHere.text]}
          </Link>
        </p>
      ) : null}
    </>
  );
}
