/**
 * With JavaScript a form's answer comes without a new page, so the page stays where she tapped:
 * on a phone often the bottom of a long form, far from where the answer shows. This scrolls it
 * into sight (below the sticky header: the page's scroll-padding), and not at all when it is in
 * sight already; without the slide for a reader who asked for less motion.
 */
export function bringIntoSight(element: HTMLElement | null) {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
}
