// What the owner writes in English, Hindi or both is kept in two columns, `x` and `xHi`
// (rules.ts inTwoLanguages reads them; i18n/texts.ts textIn picks one for a page). A text given
// only in Hindi keeps "" as its English where that column has never been nullable (the JSON
// API reads it): this says so once.

type WithEnglish<T, N extends keyof T> = Omit<T, N> & { [K in N]: string };

/** The input with each named English text that was left out as "". */
export function englishOrEmpty<T extends Record<string, unknown>, N extends keyof T & string>(input: T, names: readonly N[]): WithEnglish<T, N> {
  const columns: Record<string, unknown> = { ...input };
  for (const name of names) columns[name] ??= "";
  return columns as WithEnglish<T, N>;
}
