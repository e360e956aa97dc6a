import { programmes } from "~/content/programmes";
import { type Catalogue, type Lang, pathIn, textsOf } from "~/i18n/texts";

// The site map: every page a menu names, once. The navbar, the footer and the owner's menu
// each show their part of it, the public ones in the page's language.

export type SiteLink = { to: string; label: string; annualReport?: true; publicPage?: true };

type Page = { to: string; name: keyof Catalogue["pages"]; annualReport?: true };

const pages = {
  team: { to: "/teams", name: "team" },
  vision: { to: "/vision", name: "vision" },
  message: { to: "/message", name: "message" },
  annualReport: { to: "/annual-report", name: "annualReport", annualReport: true },
  faqs: { to: "/FAQs", name: "faqs" },
  gallery: { to: "/gallery", name: "gallery" },
  updates: { to: "/updates", name: "updates" },
  contact: { to: "/contact-us", name: "contact" },
  donate: { to: "/donate", name: "donate" },
} satisfies Record<string, Page>;

function linkIn(lang: Lang, page: Page): SiteLink {
  return { to: pathIn(lang, page.to), label: textsOf(lang).pages[page.name], ...(page.annualReport ? { annualReport: true } : {}) };
}

/** Every public page in English; each has its Hindi twin (pathIn("hi", …)). The sitemap lists them. */
export const publicPaths = ["/", ...Object.values(pages).map((page) => page.to), ...programmes.map((programme) => `/${programme.slug}`)];

/** The five programmes, each at its own route, then the pages of the kinds of content that have one (camps and events). */
export function worksLinks(lang: Lang, kindPages: SiteLink[] = []): SiteLink[] {
  return [...programmes.map((programme) => ({ to: pathIn(lang, `/${programme.slug}`), label: textsOf(lang).programmes[programme.slug].menu })), ...kindPages];
}

export function navbarLinks(lang: Lang, kindPages: SiteLink[] = []) {
  return {
    about: [pages.team, pages.vision, pages.message, pages.annualReport, pages.faqs].map((page) => linkIn(lang, page)),
    works: worksLinks(lang, kindPages),
    top: [pages.gallery, pages.updates, pages.contact].map((page) => linkIn(lang, page)),
    donate: linkIn(lang, pages.donate),
  };
}

export function footerAboutLinks(lang: Lang): SiteLink[] {
  return [pages.team, pages.vision, pages.message, pages.faqs, pages.gallery, pages.updates, pages.donate].map((page) => linkIn(lang, page));
}

/** Whether an address is an owner page: the owner's area, and the spec's photo edit page. */
export function isOwnerPagePath(pathname: string): boolean {
  return pathname === "/login-home" || pathname.startsWith("/login-home/") || pathname.startsWith("/api/v1/content/get_Contents_Update/");
}

/**
 * The owner's menu, with the spec's labels, in three groups so that "Notice Board" and "Update
 * Notice Board" read apart at a glance; Home loads the public site whole, in the owner's language.
 * The lists of the kinds that ask for a place in it (kinds/kind.ts `ownerMenu`) come after the
 * spec's three.
 */
export function ownerMenu(lang: Lang, kindLinks: SiteLink[] = []): { id: string; title: string; links: SiteLink[] }[] {
  const t = textsOf(lang).owner.menu;
  const group = (id: string, title: string, links: SiteLink[]) => ({ id, title, links });
  return [
    group("add", t.add, [
      { to: "/login-home/add-content", label: t.successWorks },
      { to: "/login-home/add-help", label: t.helpSection },
      { to: "/login-home/update", label: t.noticeBoard },
    ]),
    group("manage", t.manage, [
      { to: "/login-home/photo-content", label: t.updateSuccessWorks },
      { to: "/login-home/worklist", label: t.updateHelpSection },
      { to: "/login-home/notice", label: t.updateNoticeBoard },
      ...kindLinks,
      { to: "/login-home/donations", label: t.donations },
      { to: "/login-home/bin", label: t.bin },
    ]),
    group("account", t.account, [
      { to: "/login-home", label: t.ownersArea },
      { to: "/login-home/change-password", label: t.changePassword },
      { to: pathIn(lang, "/"), label: t.home, publicPage: true },
    ]),
  ];
}
