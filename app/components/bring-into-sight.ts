/**
 * With JavaScript a form's answer comes without a new page, so the page stays where she tapped:
 * on a phone often the bottom of a long form, far from where the answer shows. This scrolls it
 * into sight, without the slide for a reader who asked for less motion.
 */
export function bringIntoSight(element: HTMLElement | null, block: ScrollLogicalPosition) {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element?.scrollIntoView({ block, behavior: still ? "auto" : "smooth" });
}
