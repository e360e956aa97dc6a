// An amount as a receipt writes it out, in the Indian system of crores, lakhs and thousands:
// 12500 is "Rupees Twelve Thousand Five Hundred Only".

const ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 0 to 99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]} ${ONES[ones]}` : TENS[Math.floor(n / 10)]!;
}

/** 0 to 999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return rest ? `${ONES[hundreds]} Hundred ${rest}` : `${ONES[hundreds]} Hundred`;
}

/** A whole number in words, Indian system: crores, lakhs, thousands, hundreds. */
export function indianWords(n: number): string {
  if (n === 0) return "Zero";
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  const parts = [
    crores ? `${indianWords(crores)} Crore` : "",
    lakhs ? `${belowHundred(lakhs)} Lakh` : "",
    thousands ? `${belowHundred(thousands)} Thousand` : "",
    belowThousand(rest),
  ];
  return parts.filter(Boolean).join(" ");
}

/** "Rupees Twelve Thousand Five Hundred Only". */
export function rupeesInWords(rupees: number): string {
  return `Rupees ${indianWords(rupees)} Only`;
}
