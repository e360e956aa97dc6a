import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { programmes } from "~/content/programmes";
import { trust } from "~/content/trust";
import { throttle } from "./throttle";

export const SCROLLED_AT_PX = 5;
export const SCROLL_THROTTLE_MS = 100;

const aboutLinks = [
  { to: "/teams", label: "Our Team" },
  { to: "/vision", label: "Our Vision" },
  { to: "/message", label: "Our Message" },
  { to: "/annual-report", label: "Annual Report", annualReport: true },
  { to: "/FAQs", label: "FAQs" },
];

const worksLinks = programmes.map((programme) => ({ to: `/${programme.slug}`, label: programme.menuTitle }));

// Without JavaScript the Annual Report link opens a page that says the same.
function showAnnualReportAlert(event: MouseEvent) {
  event.preventDefault();
  window.alert(trust.annualReportMessage);
}

function Menu({ label, links }: { label: string; links: typeof aboutLinks }) {
  return (
    <details className="group relative" data-menu>
      <summary className="flex min-h-11 items-center gap-1 rounded px-3 py-2 font-medium hover:bg-brand-50">
        {label}
        <span aria-hidden="true" className="text-xs transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="z-40 min-w-52 rounded-lg border border-stone-200 bg-white py-2 shadow-lg md:absolute md:left-0 md:top-full">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block min-h-11 px-4 py-2 hover:bg-brand-50"
              onClick={"annualReport" in link ? showAnnualReportAlert : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

function TopLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `flex min-h-11 items-center rounded px-3 py-2 font-medium hover:bg-brand-50 ${isActive ? "text-brand-700 underline underline-offset-4" : ""}`
      }
    >
      {children}
    </NavLink>
  );
}

function NavItems() {
  return (
    <>
      <Menu label="About Us" links={aboutLinks} />
      <Menu label="Our Works" links={worksLinks} />
      <TopLink to="/gallery">Gallery</TopLink>
      <TopLink to="/updates">Updates</TopLink>
      <TopLink to="/contact-us">Contact Us</TopLink>
      <Link to="/donate" className="button md:ml-2">
        Donate
      </Link>
    </>
  );
}

export function Navbar() {
  const header = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const update = throttle(() => setScrolled(window.scrollY >= SCROLLED_AT_PX), SCROLL_THROTTLE_MS);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  // A menu left open would cover the page that was just opened.
  useEffect(() => {
    header.current?.querySelectorAll("details[open]").forEach((menu) => menu.removeAttribute("open"));
  }, [location.key]);

  useEffect(() => {
    const closeMenus = (event: Event) => {
      const insideOpenMenu = (event.target as Element | null)?.closest?.("details[open]");
      header.current?.querySelectorAll("details[open]").forEach((menu) => {
        if (menu !== insideOpenMenu && !menu.contains(insideOpenMenu ?? null)) menu.removeAttribute("open");
      });
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = header.current?.querySelector<HTMLDetailsElement>("details[data-menu][open]");
      if (!open) return;
      open.removeAttribute("open");
      open.querySelector("summary")?.focus();
    };
    document.addEventListener("click", closeMenus);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("click", closeMenus);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, []);

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className="site-header sticky top-0 z-30 border-b border-stone-200 bg-brand-50/95 transition-shadow"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <Link to="/" className="flex min-h-11 items-center gap-2 font-bold text-brand-800">
          <img src="/images/logo.svg" alt="" width="40" height="40" />
          <span>{trust.shortName}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavItems />
        </nav>
        <details className="md:hidden" data-mobile-menu>
          <summary className="flex min-h-11 items-center rounded border border-brand-700 px-3 font-semibold text-brand-800">
            Menu
          </summary>
          <nav
            aria-label="Main"
            className="absolute inset-x-0 top-full flex max-h-[80vh] flex-col gap-1 overflow-y-auto border-b border-stone-200 bg-white p-4 shadow-lg"
          >
            <NavItems />
          </nav>
        </details>
      </div>
    </header>
  );
}
