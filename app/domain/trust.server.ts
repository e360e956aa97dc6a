import type { TrustDetails } from "@prisma/client";
import { unlessRejected } from "~/photos/stored-files.server";
import { changeNamedPhoto } from "~/photos/stored-photos.server";
import { db } from "~/site/db.server";
import { changed } from "./content-version.server";
import type { OperationInput } from "./operations";
import type { Outcome } from "./outcome";

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
  for (const [name, value] of Object.entries(details ?? {})) if (typeof value === "string") values[name] = value;
  return values;
}

/** How far one part of making the site the trust's own has got. */
export type ReadyState = "filled" | "missing" | "check";

const filledOr = (filled: boolean): ReadyState => (filled ? "filled" : "missing");

/** Texts the site shipped are there but not yet the owner's until she has saved each once. */
function shippedTexts(total: number, unchecked: number): ReadyState {
  if (total === 0) return "missing";
  return unchecked > 0 ? "check" : "filled";
}

/** The parts of making the site the trust's own, each filled, missing or to check, with the form that does it. */
export async function gettingReady() {
  const [d, team, galleryPhotos, videos, articles, faqs, uncheckedFaqs, uncheckedProgrammes, documents] = await Promise.all([
    readTrustDetails(),
    db().teamMember.count(),
    db().galleryPhoto.count(),
    db().video.count(),
    db().articleLink.count(),
    db().faq.count(),
    db().faq.count({ where: { wordingCheckedAt: null } }),
    db().programme.count({ where: { wordingCheckedAt: null } }),
    db().document.count(),
  ]);
  return [
    { part: "trust", to: "/login-home/trust", state: filledOr(Boolean(d?.name || d?.nameHi)) },
    { part: "contact", to: "/login-home/contact", state: filledOr(Boolean(d?.phone || d?.email || d?.address || d?.addressHi)) },
    { part: "donationDetails", to: "/login-home/donation-details", state: filledOr(Boolean(d?.accountNumber || d?.upiId)) },
    { part: "team", to: "/login-home/team", state: filledOr(team > 0) },
    { part: "programmes", to: "/login-home/programmes", state: uncheckedProgrammes > 0 ? "check" : "filled" },
    { part: "faqs", to: "/login-home/faqs", state: shippedTexts(faqs, uncheckedFaqs) },
    { part: "gallery", to: "/login-home/gallery", state: filledOr(galleryPhotos > 0) },
    { part: "videos", to: "/login-home/videos", state: filledOr(videos > 0) },
    { part: "articles", to: "/login-home/articles", state: filledOr(articles > 0) },
    { part: "documents", to: "/login-home/documents", state: filledOr(documents > 0) },
  ] as const satisfies { part: string; to: string; state: ReadyState }[];
}
