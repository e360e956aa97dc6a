import { langAttribute, textIn } from "~/i18n/texts";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerForm, SubmitButton, TwoLanguageField } from "~/components/owner-form";
import { OwnerList } from "~/components/owner-list";
import { pageMeta } from "~/components/page-meta";
import { listGalleryGroups } from "~/kinds/gallery/gallery.server";
import { LIMITS } from "~/domain/rules";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";

export const meta = pageMeta(
  (t) => t.owner.gallery.title,
  (t) => t.owner.gallery.description,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return {
    lang,
    groups: (await listGalleryGroups()).map(({ id, title, titleHi, photos }) => ({ id, title: textIn(lang, title, titleHi), photos: photos.length })),
  };
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { add: "addGalleryGroup", addedTo: "itsPage", delete: "deleteGalleryGroup", move: "moveGalleryGroup" });
}

export default function GalleryGroups() {
  const { lang, groups } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner.gallery;
  return (
    <OwnerList
      title={t.title}
      empty={t.empty}
      orderable
      rows={groups.map((group) => ({
        id: group.id,
        editTo: `/login-home/gallery/${group.id}`,
        label: t.groupLabel(group.title),
        summary: (
          <p>
            <span className="font-semibold" {...langAttribute(group.title, lang)}>
              {group.title}
            </span>
            , {t.photos(group.photos)}
          </p>
        ),
      }))}
    >
      <p className="mt-4 max-w-2xl text-stone-700">{t.storiesToo}</p>
      <h2 className="mt-10 text-2xl font-bold text-brand-800">{t.addGroup}</h2>
      <OwnerForm refusal={refusal?.message} className="mt-4 max-w-xl space-y-4">
        <TwoLanguageField name="title" label={t.groupTitle} help={t.groupTitleHelp} oneNeeded maxLength={LIMITS.line} values={refusal?.values ?? {}} />
        <SubmitButton intent="add">{t.addGroupButton}</SubmitButton>
      </OwnerForm>
    </OwnerList>
  );
}
