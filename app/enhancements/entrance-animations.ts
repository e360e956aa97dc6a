/**
 * Fades in elements marked `data-reveal` (900 ms, in app.css) as they scroll into view. Content is
 * visible in the server HTML; only this script, and only without a reduced-motion wish, hides
 * what is below the fold first.
 */
export function enhanceEntranceAnimations() {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const belowFold = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
    (element) => element.getBoundingClientRect().top > window.innerHeight,
  );
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add("revealed");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -10% 0px" },
  );
  for (const element of belowFold) {
    element.classList.add("reveal-ready");
    observer.observe(element);
  }
}
