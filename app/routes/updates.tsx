import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/components/page-meta";
import { PageSection } from "~/components/section";
import { listNotices, viewOfNotice } from "~/domain/notice.server";
import { publicLoaderHeaders, publicPageHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";

export const meta = pageMeta("Updates", "The trust's notice board: camps, classes, meetings and news.");
export const headers = publicPageHeaders;

export async function loader() {
  const notices = await readSoftly("the notices", listNotices, []);
  return data(
    {
      failed: notices.failed,
      notices: notices.value.map(viewOfNotice),
    },
    { headers: publicLoaderHeaders(notices.failed) },
  );
}

export default function Updates() {
  const { notices, failed } = useLoaderData<typeof loader>();
  return (
    <PageSection title="Notice Board">
      {failed ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          Error
        </p>
      ) : notices.length === 0 ? (
        <p className="rounded-lg bg-brand-50 p-6 text-center text-lg font-semibold">NO NOTICES OR ANY UPDATES</p>
      ) : (
        <ul className="max-w-3xl space-y-4">
          {notices.map((notice) => (
            <li key={notice.id} className="rounded-lg p-4 ring-1 ring-stone-300" data-notice>
              <p className="whitespace-pre-line break-words">{notice.update}</p>
              <p className="mt-2 text-sm text-stone-600">Posted On {notice.postedOn}</p>
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
