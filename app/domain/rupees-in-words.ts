// An amount as a receipt writes it out, in the Indian system of crores, lakhs and thousands, in
// English and in Hindi: 12500 is "Rupees Twelve Thousand Five Hundred Only" and "बारह हज़ार पाँच
// सौ रुपये मात्र". Hindi names each number below a hundred with a word of its own, so they are
// listed whole.

const ONES = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
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
function indianWords(n: number): string {
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

// 0 to 99 as a Hindi reader says them ("" for 0).
const HINDI_BELOW_HUNDRED = [
  "",
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड़तीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड़तालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड़सठ",
  "अड़सठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उन्यासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानबे",
  "बानबे",
  "तिरानबे",
  "चौरानबे",
  "पंचानबे",
  "छियानबे",
  "सत्तानबे",
  "अट्ठानबे",
  "निन्यानबे",
];

/** A whole number in Hindi words, Indian system: करोड़, लाख, हज़ार, सौ. */
function hindiWords(n: number): string {
  if (n === 0) return "शून्य";
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const parts = [
    crores ? `${hindiWords(crores)} करोड़` : "",
    lakhs ? `${HINDI_BELOW_HUNDRED[lakhs]} लाख` : "",
    thousands ? `${HINDI_BELOW_HUNDRED[thousands]} हज़ार` : "",
    hundreds ? `${HINDI_BELOW_HUNDRED[hundreds]} सौ` : "",
    HINDI_BELOW_HUNDRED[n % 100] ?? "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** "बारह हज़ार पाँच सौ रुपये मात्र" (one rupee is "एक रुपया मात्र"). */
export function rupeesInHindiWords(rupees: number): string {
  return `${hindiWords(rupees)} ${rupees === 1 ? "रुपया" : "रुपये"} मात्र`;
}
