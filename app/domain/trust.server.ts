import type { TrustDetails } from "@prisma/client";
import { unlessRejected } from "~/photos/stored-files.server";
import { changeNamedPhoto } from "~/photos/stored-photos.server";
import { db } from "~/site/db.server";
import { changed } from "./content-version.server";
import type { OperationInput } from "./operations";
import type { Outcome } from "./outcome";
import { filledOr, type ReadyState } from "~/kinds/kind";
import { kindsChecklist } from "~/kinds/kinds.server";
import { type Lang, textsOf } from "~/i18n/texts";

const ID = "trust";

/** The trust's one row of facts; null before anything was saved. */
export function readTrustDetails(): Promise<TrustDetails | null> {
  return db().trustDetails.findUnique({ where: { id: ID } });
}

type Section = OperationInput<"saveTrustProfile"> | OperationInput<"saveContact"> | OperationInput<"saveDonationDetails">;

/** Saves one form's section of the facts; the others stay as they are. */
export async function saveTrustSection(section: Section): Promise<Outcome<TrustDetails>> {
  const saved = await db().trustDetails.upsert({ where: { id: ID }, create: { id: ID, ...section }, update: section });
  return changed(saved);
}

/** The trust's photos: the logo, and the bank's merchant QR for UPI. */
type TrustPhoto = "logo" | "upiQr";

/** Names the new photo (or none) in its columns; the photo it replaces goes once that has committed. */
function changeTrustPhoto(which: TrustPhoto, photoPath: string | null): Promise<Outcome<TrustDetails>> {
  return unlessRejected(async () => {
    const saved = await changeNamedPhoto(photoPath, (photo) =>
      db().$transaction(async (tx) => {
        const before = await tx.trustDetails.findUnique({ where: { id: ID } });
        const columns = {
          [`${which}Key`]: photo?.key ?? null,
          [`${which}Width`]: photo?.width ?? null,
          [`${which}Height`]: photo?.height ?? null,
        };
        const row = await tx.trustDetails.upsert({ where: { id: ID }, create: { id: ID, ...columns }, update: columns });
        return { row, before: before?.[`${which}Key`] ?? null, after: row[`${which}Key`] };
      }),
    );
    return changed(saved);
  });
}

export function saveLogo(photoPath: string): Promise<Outcome<TrustDetails>> {
  return changeTrustPhoto("logo", photoPath);
}

export function removeLogo(): Promise<Outcome<TrustDetails>> {
  return changeTrustPhoto("logo", null);
}

export function saveUpiQr(photoPath: string): Promise<Outcome<TrustDetails>> {
  return changeTrustPhoto("upiQr", photoPath);
}

export function removeUpiQr(): Promise<Outcome<TrustDetails>> {
  return changeTrustPhoto("upiQr", null);
}

/** The saved facts as a form shows them: every field as text, a detail not given as "". */
export async function trustFormValues(): Promise<Record<string, string>> {
  const details = await readTrustDetails();
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(details ?? {})) if (typeof value === "string" || value === null) values[name] = value ?? "";
  return values;
}

/**
 * The parts of making the site the trust's own, each filled, missing or to check, with the form
 * that does it and its name in the owner's language: the trust's facts, then each kind's line
 * (its declaration's checklist).
 */
export async function gettingReady(lang: Lang): Promise<{ label: string; to: string; state: ReadyState }[]> {
  const [d, kinds] = await Promise.all([readTrustDetails(), kindsChecklist(lang)]);
  const parts = textsOf(lang).owner.home.parts;
  return [
    { label: parts.trust, to: "/login-home/trust", state: filledOr(Boolean(d?.name || d?.nameHi)) },
    { label: parts.contact, to: "/login-home/contact", state: filledOr(Boolean(d?.phone || d?.email || d?.address || d?.addressHi)) },
    { label: parts.donationDetails, to: "/login-home/donation-details", state: filledOr(Boolean(d?.accountNumber || d?.upiId)) },
    ...kinds,
  ];
}
