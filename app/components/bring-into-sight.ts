import { useEffect, useRef } from "react";
import { useActionData } from "@remix-run/react";

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

/**
 * The element that shows a form's answer (its refusal, its list of problems), brought into sight
 * after every answer while it shows one (`showing`), even an answer that says the same as the last.
 */
export function useAnswerInSight<T extends HTMLElement>(showing: unknown) {
  const element = useRef<T>(null);
  const answer = useActionData();
  useEffect(() => {
    if (showing) bringIntoSight(element.current);
  }, [showing, answer]);
  return element;
}
