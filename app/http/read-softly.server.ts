import { data } from "@remix-run/node";
import { type Lang, langOfRequest } from "~/i18n/texts";
import { publicLoaderHeaders } from "./cache-headers";

/**
 * Runs a read for a public page that must render even when the database fails: the failure is
 * logged for the operator and the page gets `fallback` and a flag to say so.
 */
export async function readSoftly<T>(what: string, read: () => Promise<T>, fallback: T): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await read(), failed: false };
  } catch (error) {
    console.error(`Could not read ${what}:`, error);
    return { value: fallback, failed: true };
  }
}

type ListReads = Record<string, [what: string, read: () => Promise<unknown[]>]>;

/**
 * Several lists of a public page, read at once and each softly: what was read, an empty list for
 * what failed, and whether any did (the page is then not kept).
 */
export async function readListsSoftly<Reads extends ListReads>(reads: Reads) {
  const read = await Promise.all(Object.entries(reads).map(async ([name, [what, list]]) => [name, await readSoftly(what, list, [])] as const));
  const lists = Object.fromEntries(read.map(([name, { value }]) => [name, value])) as { [Name in keyof Reads]: Awaited<ReturnType<Reads[Name][1]>> };
  return { lists, failed: read.some(([, { failed }]) => failed) };
}

/**
 * A public page's list, read softly and each row shown in the page's language; the list is kept
 * briefly only when the read worked.
 */
export async function publicList<Row, View>(request: Request, what: string, list: () => Promise<Row[]>, view: (row: Row, lang: Lang) => View) {
  const lang = langOfRequest(request);
  const rows = await readSoftly(what, list, []);
  return data(
    rows.value.map((row) => view(row, lang)),
    { headers: publicLoaderHeaders(rows.failed) },
  );
}
