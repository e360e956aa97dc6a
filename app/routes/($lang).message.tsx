import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { catalogueMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { VideoFacade } from "~/components/video-facade";
import { useTrust } from "~/components/trust-data";
import { langOfRequest } from "~/i18n/texts";
import { useTexts } from "~/i18n/use-texts";
import { listVideos, viewOfVideo } from "~/kinds/video/video.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";
import { Written } from "~/components/written";

export const meta = catalogueMeta((t) => [t.pages.message, t.message.description]);
export const headers = publicPageHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = langOfRequest(request);
  const videos = await readSoftly("the videos", listVideos, []);
  return data(
    videos.value.map((video) => viewOfVideo(video, lang)),
    { headers: publicLoaderHeaders(videos.failed) },
  );
}

export default function Message() {
  const { founder } = useTrust();
  const videos = useLoaderData<typeof loader>();
  const t = useTexts();
  return (
    <PageSection title={t.message.heading}>
      {founder ? (
        <div className="prose-block max-w-3xl text-lg">
          {founder.paragraphs.map((paragraph) => (
            <Written key={paragraph} as="p" text={paragraph} />
          ))}
          {founder.name ? (
            <p className="font-semibold">
              <Written text={founder.name} />
              {founder.role ? (
                <>
                  , <Written text={founder.role} />
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      ) : null}
      {videos.length > 0 ? (
        <>
          <h2 className="mt-10 text-2xl font-bold text-brand-800">{t.message.videos}</h2>
          <div className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
            {videos.map((video) => (
              <VideoFacade key={video.id} youtubeId={video.youtubeId} title={video.title} playLabel={t.message.play(video.title)} />
            ))}
          </div>
        </>
      ) : null}
    </PageSection>
  );
}
