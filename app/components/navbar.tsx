import { useLocation, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { pathIn, textsOf } from "~/i18n/texts";
import { useHasTwin, useLang, useTexts } from "~/i18n/use-texts";
import { navbarLinks, type SiteLink } from "~/navigation";
import { Photo } from "./photo";
import { useHasAnnualReport, useKindPages, useTrust } from "./trust-data";
import { Written } from "./written";

// Plain links: the public pages run no React, so even from the owner's area they load whole.
function Menu({ label, links }: { label: string; links: SiteLink[] }) {
  const hasAnnualReport = useHasAnnualReport();
  const t = useTexts();
  return (
    <details className="group relative" data-menu>
      <summary className="flex min-h-11 items-center gap-1 rounded px-3 py-2 font-medium hover:bg-brand-50">
        {label}
        <span aria-hidden="true" className="text-xs transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="z-40 rounded-lg border border-stone-200 bg-white py-2 shadow-lg md:absolute md:left-0 md:top-full md:min-w-52">
        {links.map((link) => (
          <li key={link.to}>
            <a
              href={link.to}
              className="block min-h-11 px-4 py-2 hover:bg-brand-50"
              data-annual-report={link.annualReport && !hasAnnualReport ? t.site.annualReportMissing : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function TopLink({ to, children }: { to: string; children: ReactNode }) {
  const isActive = useLocation().pathname === to;
  return (
    <a
      href={to}
      aria-current={isActive ? "page" : undefined}
      className={`flex min-h-11 items-center rounded px-3 py-2 font-medium hover:bg-brand-50 ${isActive ? "text-brand-700 underline underline-offset-4" : ""}`}
    >
      {children}
    </a>
  );
}

/**
 * The same page in the other language: a plain link, so the address is the language. A page
 * that could not be shown has no twin: it leads to the other language's home page, so every
 * "Page not found" of a language is the same page, kept once.
 */
function LanguageSwitch() {
  const { pathname } = useLocation();
  const failed = useRouteError() != null;
  const other = useLang() === "hi" ? "en" : "hi";
  const hasTwin = useHasTwin();
  if (!hasTwin) return null;
  const { ownName, switchLabel } = textsOf(other).language;
  return (
    <a
      href={pathIn(other, failed ? "/" : pathname)}
      hrefLang={other}
      lang={other}
      // A fixed width: the name beside it never moves while the other script's font is found.
      className="flex min-h-11 w-16 shrink-0 items-center justify-center rounded py-2 font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
      data-language-switch
    >
      {ownName}
      <span className="sr-only">: {switchLabel}</span>
    </a>
  );
}

function NavItems() {
  const t = useTexts();
  const links = navbarLinks(useLang(), useKindPages());
  return (
    <>
      <Menu label={t.site.aboutUs} links={links.about} />
      <Menu label={t.site.ourWorks} links={links.works} />
      {links.top.map((link) => (
        <TopLink key={link.to} to={link.to}>
          {link.label}
        </TopLink>
      ))}
      <a href={links.donate.to} className="button md:ml-2">
        {links.donate.label}
      </a>
    </>
  );
}

export function Navbar() {
  const trust = useTrust();
  const t = useTexts();
  const lang = useLang();
  return (
    <header className="site-header sticky top-0 z-30 border-b border-stone-200 bg-brand-50/95 transition-shadow">
      {/* On a phone the trust's name takes a row of its own when it does not fit beside the
          buttons, so it wraps between words only, never inside one. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-2 md:flex-nowrap md:gap-4">
        <a href={pathIn(lang, "/")} className="flex min-h-11 min-w-[min(100%,11rem)] flex-1 items-center gap-2 font-bold text-brand-800 md:flex-none">
          {trust.logo ? (
            <Photo photo={trust.logo} alt="" sizes="40px" eager className="h-10 w-auto max-w-24 shrink-0 object-contain" />
          ) : (
            <img src="/images/logo.svg" alt="" width="40" height="40" className="shrink-0" />
          )}
          <Written className="min-w-0 [overflow-wrap:break-word]" text={trust.shortName} />
        </a>
        <nav aria-label={t.site.mainNavigation} className="hidden items-center gap-1 md:flex">
          <NavItems />
        </nav>
        <div className="ml-auto md:ml-0">
          <LanguageSwitch />
        </div>
        {/* On a phone Donate stays in sight beside the Menu, not inside it. */}
        <a href={navbarLinks(lang).donate.to} className="button shrink-0 px-3 md:hidden" data-phone-donate>
          {t.pages.donate}
        </a>
        <details className="md:hidden" data-mobile-menu>
          <summary className="flex min-h-11 items-center rounded border border-brand-700 px-3 font-semibold text-brand-800">{t.site.menu}</summary>
          <nav
            aria-label={t.site.menu}
            className="absolute inset-x-0 top-full flex max-h-[80vh] flex-col gap-1 overflow-y-auto border-b border-stone-200 bg-white p-4 shadow-lg"
          >
            <NavItems />
          </nav>
        </details>
      </div>
    </header>
  );
}
