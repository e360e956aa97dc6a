import { said, type Said } from "~/i18n/said";

/** Why an operation was refused: the status, what to say (in either language), and for a fault of ours what to log. */
export type Refusal = { ok: false; status: number; message: Said; detail?: string };

/**
 * What a domain operation gives back: its value, or a refusal. A refusal of 500 or more is a
 * fault of ours: its detail is for the log, and the visitor is told the operation's fault text.
 */
export type Outcome<T> = { ok: true; value: T } | Refusal;

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refusal(status: number, message: Said): Refusal {
  return { ok: false, status, message };
}

/** Something on our side failed (a full disk): logged with `detail`, shown as the fault text. */
export function fault(detail: string): Refusal {
  return { ok: false, status: 500, message: said.serverError, detail };
}
