/**
 * A whole number in Indian grouping (1,25,000), the same on the server and in the public pages'
 * script. Written out rather than toLocaleString("en-IN"): a phone's first toLocaleString loads
 * the locale's data, a long task Lighthouse saw holding the home page for 60-90 ms on a slow
 * phone. The public pages' script keeps its own copy (enhancements/work-counters.ts), tested equal.
 */
export function indianNumber(value: number): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}
