/**
 * What a domain operation gives back: its value, or a refusal with the status and text to show.
 * A refusal of 500 or more is a fault of ours: its text is for the log, and the visitor is shown
 * the catalogue's text instead.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refusal(status: number, message: string): { ok: false; status: number; message: string } {
  return { ok: false, status, message };
}

/** Something on our side failed (a full disk): logged with `detail`, shown as the catalogue's fault text. */
export function fault(detail: string): { ok: false; status: number; message: string } {
  return { ok: false, status: 500, message: detail };
}
