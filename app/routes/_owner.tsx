import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { OwnerMenu } from "~/components/owner-menu";
import { hydratedPage } from "~/components/site-document";
import { privatePageHeaders } from "~/http/cache-headers";
import { requireOwner } from "~/http/session.server";

// Every owner page, whatever its URL (/login-home/… and the spec's photo edit page under
// /api/v1/content/…): the session check, private no-store headers, React in the browser and the
// owner's menu. Each page's own loader checks the session too, since Remix runs a page's loaders
// side by side.
export const headers = privatePageHeaders;
export const handle = hydratedPage;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  return null;
}

export default function OwnerArea() {
  return (
    <>
      <OwnerMenu />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </div>
    </>
  );
}
