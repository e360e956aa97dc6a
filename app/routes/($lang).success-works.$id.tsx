import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { Photo } from "~/components/photo";
import { PageSection } from "~/components/section";
import { firstWords, WhatsAppShare } from "~/components/share-link";
import { findPhotoStory, viewOfPhotoStory, type PhotoView } from "~/kinds/photo-story/photo-story.server";
import { publicPageHeaders } from "~/http/cache-headers";
import { langAttribute, langOfRequest, pathIn } from "~/i18n/texts";
import { useLang, useTexts } from "~/i18n/use-texts";

// A photo story's own page: the whole photo and the whole story, to link to and pass on.
export const meta = pageMeta(
  (_t, _trust, data) => firstWords((data as PhotoView | undefined)?.details ?? ""),
  (_t, _trust, data) => firstWords((data as PhotoView | undefined)?.details ?? "", 160),
  (data) => (data as PhotoView | undefined)?.key,
);
export const headers = publicPageHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const story = await findPhotoStory(params.id ?? "");
  if (!story) throw new Response("Not Found", { status: 404 });
  return viewOfPhotoStory(story, langOfRequest(request));
}

export default function PhotoStoryPage() {
  const story = useLoaderData<typeof loader>();
  const t = useTexts();
  const lang = useLang();
  return (
    <PageSection title={t.gallery.successWorks}>
      <figure className="max-w-3xl">
        <Photo photo={story} alt="" sizes="(min-width: 768px) 768px, 100vw" eager className="h-auto w-full rounded-xl" />
        <figcaption className="mt-4 whitespace-pre-line break-words text-lg" {...langAttribute(story.details, lang)}>
          {story.details}
        </figcaption>
      </figure>
      <p className="mt-6 flex flex-wrap gap-3">
        <WhatsAppShare title={firstWords(story.details)} label={t.story.share} />
        <a href={pathIn(lang, "/gallery")} className="button bg-stone-700">
          {t.story.more}
        </a>
      </p>
    </PageSection>
  );
}
