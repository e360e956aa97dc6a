import { textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listGalleryGroups } from "~/domain/gallery.server";
import { LIMITS } from "~/domain/rules";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";

export const meta = pageMeta("Gallery", "The gallery's groups of photos, in the owner's order.");

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return (await listGalleryGroups()).map(({ id, title, titleHi, photos }) => ({ id, title: textIn("en", title, titleHi), photos: photos.length }));
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addGalleryGroup", delete: "deleteGalleryGroup", move: "moveGalleryGroup" });
}

export default function GalleryGroups() {
  const groups = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return (
    <OwnerList
      title="Gallery"
      empty="No gallery groups yet. Add one below, then add its photos."
      orderable
      rows={groups.map((group) => ({
        id: group.id,
        editTo: `/login-home/gallery/${group.id}`,
        label: `the group ${group.title} and its photos`,
        summary: (
          <p>
            <span className="font-semibold">{group.title}</span>, {group.photos === 1 ? "1 photo" : `${group.photos} photos`}
          </p>
        ),
      }))}
    >
      <p className="mt-4 max-w-2xl text-stone-700">The photo stories of Success Works show in the gallery too, above these groups. A group without photos is not shown.</p>
      <h2 className="mt-10 text-2xl font-bold text-brand-800">Add a group</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <TwoLanguageField name="title" label="Title of the group" help="For example: Winter relief camp, Mau." oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <SubmitButton intent="add">Add group</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
