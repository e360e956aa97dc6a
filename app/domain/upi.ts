// UPI payment links, as every UPI app reads them (NPCI's deep-link form): the payee's UPI ID,
// the payee's name, rupees, a note, and the amount when the donor chose one.

/** The amounts the donate page offers as one-tap links; "any amount" leaves it to the donor. */
export const PRESET_RUPEES = [100, 500, 1000, 5000] as const;

export function upiPayLink(upiId: string, payeeName: string, rupees?: number): string {
  const query = [`pa=${encodeURIComponent(upiId).replace("%40", "@")}`, `pn=${encodeURIComponent(payeeName)}`, "cu=INR", "tn=Donation"];
  if (rupees !== undefined) query.push(`am=${rupees}`);
  return `upi://pay?${query.join("&")}`;
}
