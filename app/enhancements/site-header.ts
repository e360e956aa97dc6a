import { throttle } from "./throttle";

const SCROLLED_AT_PX = 5;
const SCROLL_THROTTLE_MS = 100;

/** The navbar changes style once the page is scrolled 5 px (throttled to 100 ms, as the spec asks). */
function followScroll(header: HTMLElement) {
  const update = throttle(() => {
    header.dataset.scrolled = String(window.scrollY >= SCROLLED_AT_PX);
  }, SCROLL_THROTTLE_MS);
  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update, { passive: true });
}

/**
 * An open menu closes on a click elsewhere, on Escape (the innermost first: a sub-menu, then the
 * phone's Menu panel, each giving focus back to its button), when focus leaves it, and once one
 * of its links is chosen.
 */
function closeMenusWhenDone(header: HTMLElement) {
  const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>("details[open]")];
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // The Annual Report link that only shows its alert leads nowhere: its menu stays open.
    const chosenLink = target?.closest("details a:not([data-annual-report])");
    for (const menu of openMenus()) {
      if (chosenLink || !menu.contains(target)) menu.open = false;
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menu = openMenus().at(-1);
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  header.addEventListener("focusout", (event) => {
    const next = event.relatedTarget instanceof Node ? event.relatedTarget : null;
    for (const menu of openMenus()) {
      if (next && !menu.contains(next)) menu.open = false;
    }
  });
}

/** The annual report is not out yet: its link carries the alert's text. Without JavaScript it opens a page saying the same. */
function announceAnnualReport() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-annual-report]") : null;
    if (!link) return;
    event.preventDefault();
    window.alert(link.dataset.annualReport);
    link.focus();
  });
}

export function enhanceSiteHeader() {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header) return;
  followScroll(header);
  closeMenusWhenDone(header);
  announceAnnualReport();
}
