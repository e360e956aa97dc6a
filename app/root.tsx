import type { HeadersFunction, LinksFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { Footer } from "~/components/footer";
import { Navbar } from "~/components/navbar";
import { PageTitle } from "~/components/page-title";
import { SiteScripts, SiteStyles } from "~/components/site-document";
import { useTrust } from "~/components/trust-data";
import { viewOfTrust } from "~/domain/trust";
import { hasAnnualReport } from "~/domain/documents.server";
import { readTrustDetails } from "~/domain/trust.server";
import { publicLoaderHeaders } from "~/http/cache-headers";
import { readSoftly } from "~/http/read-softly.server";
import { refusalSentence } from "~/http/refusal-sentence";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// A page whose trust details could not be read says so to its own headers (never kept).
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

/** The trust's own facts, which the navbar, footer and titles of every page show. */
export async function loader() {
  const [details, reports] = await Promise.all([
    readSoftly("the trust's details", readTrustDetails, null),
    readSoftly("the annual reports", hasAnnualReport, false),
  ]);
  return data(
    { trust: viewOfTrust(details.value), hasAnnualReport: reports.value },
    { headers: publicLoaderHeaders(details.failed || reports.failed) },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <Meta />
        <Links />
        <SiteStyles />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-base leading-relaxed">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-brand-800"
        >
          Skip to main content
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
  const refusal = status < 500 && !notFound ? (refusalSentence(error) ?? "This page cannot take that request. Please go back and try again.") : null;
  const title = notFound ? "Page not found" : refusal ? "That did not work" : "Something went wrong";
  const { shortName } = useTrust();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <title>{`${title} | ${shortName}`}</title>
      <PageTitle>{title}</PageTitle>
      <p className="mt-4">
        {notFound
          ? "We could not find that page. It may have moved, or the address may have a small mistake."
          : (refusal ?? "Sorry, this page could not be shown just now. Please try again in a moment.")}
      </p>
      <p className="mt-6">
        <a className="button" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
