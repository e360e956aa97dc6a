// Texts of the product itself, kept word for word (spellings as in the original product).
export const ANNUAL_REPORT_MESSAGE = "Report Not Genrated Till Now";
export const COPYRIGHT = "Copyright @ 2024";
