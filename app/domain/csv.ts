import { onOneLine } from "./trust";
import { startsAsFormula } from "./donation";

// The CSV files the owner downloads for the income-tax portal and the accountant: one line a
// row, every cell on one line, and nothing a spreadsheet would run.

/**
 * A cell as CSV writes it. Text that a spreadsheet would run as a formula (= + - @, a tab or a
 * carriage return first) is marked as text with a leading apostrophe, as spreadsheets read it,
 * so what the donor wrote is kept whole and never run. The donate form refuses such a name or
 * address already; this holds for whatever reaches the file.
 */
function cell(value: string | number): string {
  const line = onOneLine(String(value));
  const text = typeof value === "string" && startsAsFormula(line) ? `'${line}` : line;
  return /[",]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file, lines ended as spreadsheets and the portal expect. */
export function csvOf(rows: (string | number)[][]): string {
  return rows.map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}
