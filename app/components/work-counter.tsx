import { indianNumber } from "~/i18n/texts";
import { Written } from "./written";

/**
 * A work counter. The server HTML holds the final number; app/enhancements/work-counters.ts
 * counts up to it on screen. Screen readers get the final number only.
 */
export function WorkCounter({ category, count }: { category: string; count: number }) {
  const shown = `${indianNumber(count)}+`;
  return (
    <div className="rounded-xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200" data-counter data-count={count}>
      <p className="text-4xl font-bold tabular-nums text-brand-700">
        {/* The hidden copy of the final number keeps the width, so counting up moves nothing. */}
        <span aria-hidden="true" className="inline-grid">
          <span className="invisible col-start-1 row-start-1">{shown}</span>
          <span className="col-start-1 row-start-1" data-counter-value>
            {shown}
          </span>
        </span>
        <span className="sr-only">{shown}</span>
      </p>
      <Written as="h3" className="mt-2 font-semibold" text={category} />
    </div>
  );
}
