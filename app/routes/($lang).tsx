import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { PRIVATE_NO_STORE } from "~/http/cache-headers";
import { ownerFromCookie } from "~/http/session.server";
import { useTexts } from "~/i18n/use-texts";

// Every public page, in English at its own address and in Hindi under /hi (/hi/teams, /hi). A
// first segment that is no language is no page: a 404.
//
// The owner, logged in and browsing the public site, gets a slim bar back to the owner's area.
// That copy is the owner's alone: private, never kept (the page cache only keeps pages asked
// for without a cookie, and a private answer never). A session that cannot be read (the
// database away) only leaves the bar out: the page itself still shows.
export async function loader({ params, request }: LoaderFunctionArgs) {
  if (params.lang !== undefined && params.lang !== "hi") throw new Response("Not Found", { status: 404 });
  const owner = request.headers.has("Cookie") ? await ownerFromCookie(request).catch(() => null) : null;
  return Response.json({ ownerBrowsing: owner !== null }, owner ? { headers: { "Cache-Control": PRIVATE_NO_STORE } } : {});
}

// The owner's private copy says so; otherwise what the root said (no-store when it could not
// read the trust's details) passes on to the page.
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const answer = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get("Cache-Control");
  if (cacheControl) answer.set("Cache-Control", cacheControl);
  return answer;
};

export default function PublicPage() {
  const { ownerBrowsing } = useLoaderData<{ ownerBrowsing: boolean }>();
  const t = useTexts();
  return (
    <>
      {ownerBrowsing ? (
        <p className="bg-stone-800 px-4 py-1 text-center text-sm text-white" data-owner-bar>
          <Link to="/login-home" reloadDocument className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
            {t.site.backToOwnerArea}
          </Link>
        </p>
      ) : null}
      <Outlet />
    </>
  );
}
