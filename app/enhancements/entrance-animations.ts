/**
 * Fades in elements marked `data-reveal` (900 ms, in app.css) as they scroll into view: those the
 * first look finds below the fold, and only without a reduced-motion wish. Nothing is hidden
 * before: the fade starts from the moment the element comes into view. The observer tells where
 * an element is without forcing a layout.
 */
export function enhanceEntranceAnimations() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const firstLook = !seen.has(entry.target);
        seen.add(entry.target);
        if (entry.isIntersecting) {
          entry.target.classList.add("revealed");
          observer.unobserve(entry.target);
        } else if (firstLook && entry.boundingClientRect.top > window.innerHeight) {
          entry.target.classList.add("reveal-ready");
        }
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const element of document.querySelectorAll("[data-reveal]")) observer.observe(element);
}
