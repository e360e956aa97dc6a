import { INDIA_OFFSET_MS } from "~/i18n/india-clock.mjs";

/**
 * The day a moment falls on in India, as YYYY-MM-DD: how the trust's days are stored and compared
 * (a gift's date, a receipt's, the financial year, a notice's last day, an event's days, the 80G
 * validity). The trust's day turns at midnight in India, not in London: at 1 a.m. in Mau the owner
 * writes down a gift given today, and its receipt is dated today too.
 */
export function calendarDay(moment: Date = new Date()): string {
  return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
