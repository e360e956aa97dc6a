import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { OwnerMenu } from "~/components/owner-menu";
import { privatePageHeaders } from "~/services/http-cache";
import { requireOwner } from "~/services/session.server";
import { hydratedPage } from "~/components/site-document";

// Every /login-home page: the owner's menu above it. Each page's own loader checks the session
// too, since Remix runs the loaders of a page side by side.
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
