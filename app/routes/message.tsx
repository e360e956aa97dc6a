import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { VideoFacade } from "~/components/video-facade";
import { founderMessage } from "~/content/trust";
import { publicPageHeaders } from "~/http/cache-headers";

export const meta: MetaFunction = () => pageMeta("Our Message", "A message from the founder of the trust, with two short videos of our work.");
export const headers = publicPageHeaders;

export default function Message() {
  return (
    <PageSection title="Message from our Founder">
      <div className="prose-block max-w-3xl text-lg">
        {founderMessage.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="font-semibold">
          {founderMessage.name}, {founderMessage.role}
        </p>
      </div>
      <h2 className="mt-10 text-2xl font-bold text-brand-800">Videos</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {founderMessage.videos.map((video) => (
          <VideoFacade key={video.youtubeId} youtubeId={video.youtubeId} title={video.title} />
        ))}
      </div>
    </PageSection>
  );
}
