import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * Fades in elements marked `data-reveal` (900 ms, in app.css) as they scroll into view. Content is visible in the
 * server HTML; only JavaScript, and only without a reduced-motion wish, hides it first.
 */
export function useEntranceAnimations() {
  const location = useLocation();
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const elements = [...document.querySelectorAll<HTMLElement>("[data-reveal]:not(.revealed)")];
    const belowFold = elements.filter((element) => element.getBoundingClientRect().top > window.innerHeight);
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
    return () => observer.disconnect();
  }, [location.key]);
}
