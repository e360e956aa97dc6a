/**
 * The calendar day a moment falls on, as YYYY-MM-DD: how dates are stored and compared (a
 * notice's last day, a donation's date, the 80G validity). Days are UTC's, on the server and in
 * every rule alike.
 */
export function calendarDay(moment: Date = new Date()): string {
  return moment.toISOString().slice(0, 10);
}
