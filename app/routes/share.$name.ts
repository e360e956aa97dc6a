import type { LoaderFunctionArgs } from "@remix-run/node";
import { readTrustDetails } from "~/domain/trust.server";
import { viewOfTrust } from "~/domain/trust";
import { shareImage } from "~/photos/share-image.server";
import { shareSourceOf } from "~/photos/share-name";
import { withheldFileKeys } from "~/photos/withheld-files.server";
import { notFound, readsOnly } from "~/http/refusal-page";

// A page's link-preview picture (og:image), made once from its photo, the logo, or the name.
export async function loader({ params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  const source = shareSourceOf(name);
  // The picture of a photo that waits in the bin is gone with it, until it is restored.
  if (source && "key" in source && (await withheldFileKeys()).has(source.key)) throw notFound();
  const image = await shareImage(name, viewOfTrust(await readTrustDetails()).name);
  if (!image) throw notFound();
  return new Response(new Uint8Array(image), {
    headers: { "Content-Type": "image/jpeg", "Content-Length": String(image.length), "Cache-Control": "public, max-age=86400" },
  });
}

export const action = readsOnly;
