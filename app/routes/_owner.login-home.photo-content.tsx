import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OwnerList, PhotoRowSummary } from "~/components/owner-list";
import { firstWords } from "~/components/share-link";
import { pageMeta } from "~/components/page-meta";

import { listPhotoStories, viewOfPhotoStory } from "~/kinds/photo-story/photo-story.server";
import { orderedListAction } from "~/http/owner-forms.server";
import { requireOwner } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";
import { languageOf } from "~/domain/owner.server";

export const meta = pageMeta(
  (t) => t.owner.menu.updateSuccessWorks,
  (t) => t.owner.stories.listDescription,
);

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = languageOf((await requireOwner(request)).owner);
  return { lang, stories: (await listPhotoStories()).map((story) => ({ ...viewOfPhotoStory(story, lang), onHome: story.onHome })) };
}

export function action(args: ActionFunctionArgs) {
  return orderedListAction(args, { delete: "deletePhotoStory", move: "movePhotoStory", stay: { home: "showPhotoStoryOnHome" } });
}

export default function PhotoStoryList() {
  const { lang, stories } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const t = useTexts().owner;
  return (
    <OwnerList
      toBin
      title={t.menu.updateSuccessWorks}
      refusal={refusal?.message}
      empty={t.stories.empty}
      orderable
      rows={stories.map((story) => ({
        id: story.id,
        editTo: `/api/v1/content/get_Contents_Update/${story.id}`,
        label: t.stories.label(firstWords(story.details, 40)),
        summary: (
          <>
            <PhotoRowSummary photo={story} text={story.details} lang={lang} />
            <p className="mt-1 text-sm font-semibold" data-on-home={story.onHome}>
              {story.onHome ? t.stories.inCarousel : t.stories.notInCarousel}
            </p>
          </>
        ),
        action: {
          intent: "home",
          text: story.onHome ? t.stories.takeOffHome : t.stories.showOnHome,
          busyText: t.form.saving,
          fields: { onHome: story.onHome ? "no" : "yes" },
        },
      }))}
    />
  );
}
