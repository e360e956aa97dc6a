import { throttle } from "./throttle";

export const SCROLLED_AT_PX = 5;
export const SCROLL_THROTTLE_MS = 100;

/** The navbar changes style once the page is scrolled 5 px (throttled to 100 ms, as the spec asks). */
function followScroll(header: HTMLElement) {
  const update = throttle(() => {
    header.dataset.scrolled = String(window.scrollY >= SCROLLED_AT_PX);
  }, SCROLL_THROTTLE_MS);
  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update, { passive: true });
}

/** An open menu closes on a click elsewhere, on Escape, and once one of its links is chosen. */
function closeMenusWhenDone(header: HTMLElement) {
  const openMenus = () => [...header.querySelectorAll<HTMLDetailsElement>("details[open]")];
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chosenLink = target?.closest("details a");
    for (const menu of openMenus()) {
      if (chosenLink || !menu.contains(target)) menu.open = false;
    }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const menu = header.querySelector<HTMLDetailsElement>("details[data-menu][open]");
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
}

/** The annual report is not out yet: its link carries the alert's text. Without JavaScript it opens a page saying the same. */
function announceAnnualReport() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>("a[data-annual-report]") : null;
    if (!link) return;
    event.preventDefault();
    window.alert(link.dataset.annualReport);
  });
}

export function enhanceSiteHeader() {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header) return;
  followScroll(header);
  closeMenusWhenDone(header);
  announceAnnualReport();
}
