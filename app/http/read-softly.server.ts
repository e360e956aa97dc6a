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
