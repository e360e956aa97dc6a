import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";

// Every public page, in English at its own address and in Hindi under /hi (/hi/teams, /hi). A
// first segment that is no language is no page: a 404.
export function loader({ params }: LoaderFunctionArgs) {
  if (params.lang !== undefined && params.lang !== "hi") throw new Response("Not Found", { status: 404 });
  return null;
}

export default function PublicPage() {
  return <Outlet />;
}
