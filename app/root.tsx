import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { Footer } from "~/components/footer";
import { Navbar } from "~/components/navbar";
import { errorMeta, errorTitle } from "~/components/page-meta";
import { PageTitle } from "~/components/page-title";
import { SiteScripts, SiteStyles } from "~/components/site-document";
import { viewOfTrust } from "~/domain/trust";
import { hasAnnualReport } from "~/kinds/document/document.server";
import { readTrustDetails } from "~/domain/trust.server";
import { publicLoaderHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";
import { kindPagesInMenu } from "~/kinds/kinds.server";
import { refusalSentence } from "~/http/refusal-sentence";
import { type Lang, langOfPath, pathIn } from "~/i18n/texts";
import { isOwnerPagePath } from "~/navigation";
import { ownerFromCookie } from "~/http/session.server";
import { languageOf } from "~/domain/owner.server";
import { useLang, useTexts } from "~/i18n/use-texts";
import { siteConfig } from "~/site/env.server";

// A page that could not be shown still has its title in <head>; every page's own meta says the rest.
export const meta: MetaFunction = (args) => (args.error ? errorMeta(args) : []);

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

// A page whose trust details could not be read says so to its own headers (never kept).
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

/**
 * The trust's own facts in the page's language, which the navbar, footer and titles of every
 * page show, and the site's public origin, on which a page's canonical address is built.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const lang = await pageLanguage(request);
  const [details, reports] = await Promise.all([
    readSoftly("the trust's details", readTrustDetails, null),
    readSoftly("the annual reports", hasAnnualReport, false),
  ]);
  return data(
    { trust: viewOfTrust(details.value, lang), hasAnnualReport: reports.value, origin: siteConfig().publicOrigin, kindPages: kindPagesInMenu(lang) },
    { headers: publicLoaderHeaders(details.failed || reports.failed) },
  );
}

/** An owner page is in the language the owner chose (for the trust's name in its header); a public page in its address's. */
async function pageLanguage(request: Request): Promise<Lang> {
  const { pathname } = new URL(request.url);
  if (!isOwnerPagePath(pathname)) return langOfPath(pathname);
  const session = await ownerFromCookie(request).catch(() => null);
  return session ? languageOf(session.owner) : "en";
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const t = useTexts();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <Meta />
        <Links />
        <SiteStyles />
        {/* A page is painted whole: drawn while half parsed, its header lost room to the menu
            parsed after the trust's name, and the home page's chat button changed width, a
            layout shift a phone saw in one load in four. The whole page is in the first round
            trip, so the wait is only its parsing. */}
        <link rel="expect" href="#site-footer" blocking="render" />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-base leading-relaxed">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-brand-800"
        >
          {t.site.skipToContent}
        </a>
        <Navbar />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer />
        <SiteScripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  // A refusal of what the visitor sent says why in our words; Remix's own texts and the
  // details of our faults are never shown.
  const t = useTexts();
  const lang = useLang();
  const refusal = status < 500 && !notFound ? (refusalSentence(error, lang) ?? t.errors.refusedText) : null;
  const title = errorTitle(error, t);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <PageTitle>{title}</PageTitle>
      <p className="mt-4">{notFound ? t.errors.notFoundText : (refusal ?? t.errors.faultText)}</p>
      <p className="mt-6">
        <a className="button" href={pathIn(lang, "/")}>
          {t.errors.home}
        </a>
      </p>
    </section>
  );
}
