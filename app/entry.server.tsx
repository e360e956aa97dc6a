import { Transform } from "node:stream";
import { type AppLoadContext, createReadableStreamFromReadable, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { SiteAssetsProvider } from "~/components/site-document";
import { siteAssets } from "~/site/site-assets.server";
import { actionAnswerInJson } from "~/http/json-answer.server";

// The server (server.mjs) calls these through the build, so start-up work and the Remix app
// share one database connection.
export { prepareSite, closeSite } from "~/site/site-setup.server";
export { resetOwnerPassword } from "~/domain/owner.server";
export { english } from "~/i18n/said";
export { publicContentVersion } from "~/domain/content-version.server";
export { withheldFileKeys } from "~/photos/withheld-files.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const inJson = actionAnswerInJson(request, responseStatusCode, remixContext);
  if (inJson) return inJson;
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <SiteAssetsProvider value={siteAssets()}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </SiteAssetsProvider>
      </NonceProvider>,
      {
        nonce,
        // The whole document at once (the loaders have run; only their data's encoding is
        // left to wait for), so that it can be one valid document: see insideBody.
        onAllReady() {
          shellRendered = true;
          const body = insideBody();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React writes what Remix streams beside the document (its data for the owner's pages, and
 * empty Suspense markers) after </html>. A browser puts whatever follows </html> at the end of
 * <body> anyway, so writing it there gives the same page as one valid document.
 */
function insideBody(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    flush(done) {
      const html = withoutNulBytes(Buffer.concat(chunks)).toString("utf8");
      const end = html.lastIndexOf("</body></html>");
      const after = end === -1 ? "" : html.slice(end + "</body></html>".length);
      done(null, after ? `${html.slice(0, end)}${after}</body></html>` : html);
    },
  });
}

/**
 * React 18's streaming renderer sends the whole of its 2 KB buffer when the next character does
 * not fit in what is left, so a Hindi page can carry stray NUL bytes mid-word, which a browser
 * shows as "�" (react/react#31134). HTML never needs a NUL byte, and UTF-8 never makes one for
 * any other character, so dropping them gives back exactly the text React meant to write.
 */
function withoutNulBytes(html: Buffer): Buffer {
  return html.includes(0) ? Buffer.from(html.filter((byte) => byte !== 0)) : html;
}

// A client's mistake (a post to a page that takes none) is answered, not logged as our fault.
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
}
