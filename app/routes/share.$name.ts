import type { LoaderFunctionArgs } from "@remix-run/node";
import { readTrustDetails } from "~/domain/trust.server";
import { viewOfTrust } from "~/domain/trust";
import { shareImage } from "~/photos/share-image.server";

// A page's link-preview picture (og:image), made once from its photo, the logo, or the name.
export async function loader({ params }: LoaderFunctionArgs) {
  const image = await shareImage(params.name ?? "", viewOfTrust(await readTrustDetails()).name);
  if (!image) throw new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/jpeg", "Content-Length": String(image.length), "Cache-Control": "public, max-age=86400" },
  });
}
