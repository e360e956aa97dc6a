import { programmes } from "~/content/programmes";

// The site map: every page a menu names, once. The navbar, the footer and the owner's menu
// each show their part of it.

export type SiteLink = { to: string; label: string; annualReport?: true; publicPage?: true };

const pages = {
  team: { to: "/teams", label: "Our Team" },
  vision: { to: "/vision", label: "Our Vision" },
  message: { to: "/message", label: "Our Message" },
  annualReport: { to: "/annual-report", label: "Annual Report", annualReport: true },
  faqs: { to: "/FAQs", label: "FAQs" },
  gallery: { to: "/gallery", label: "Gallery" },
  updates: { to: "/updates", label: "Updates" },
  contact: { to: "/contact-us", label: "Contact Us" },
  donate: { to: "/donate", label: "Donate" },
} satisfies Record<string, SiteLink>;

/** The five programmes, each at its own route. */
export const worksLinks: SiteLink[] = programmes.map((programme) => ({ to: `/${programme.slug}`, label: programme.menuTitle }));

export const navbarLinks = {
  about: [pages.team, pages.vision, pages.message, pages.annualReport, pages.faqs] as SiteLink[],
  works: worksLinks,
  top: [pages.gallery, pages.updates, pages.contact] as SiteLink[],
  donate: pages.donate,
};

export const footerAboutLinks: SiteLink[] = [pages.team, pages.vision, pages.message, pages.faqs, pages.gallery, pages.updates, pages.donate];

/** The owner's menu, with the spec's labels; Home loads the public site whole. */
export const ownerLinks: SiteLink[] = [
  { to: "/login-home/add-content", label: "Success Works" },
  { to: "/login-home/add-help", label: "Help Section" },
  { to: "/login-home/update", label: "Notice Board" },
  { to: "/login-home/photo-content", label: "Update Success Works" },
  { to: "/login-home/worklist", label: "Update Help Section" },
  { to: "/login-home/notice", label: "Update Notice Board" },
  { to: "/login-home/change-password", label: "Change Password" },
  { to: "/", label: "Home", publicPage: true },
];
