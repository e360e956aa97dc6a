/** What a domain operation gives back: its value, or a refusal with the status and text to show. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refusal(status: number, message: string): { ok: false; status: number; message: string } {
  return { ok: false, status, message };
}
