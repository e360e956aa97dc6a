// @ts-check
// Donors' ID numbers (PAN, Aadhaar, another document's) are kept sealed: AES-256-GCM with the
// key DONOR_DATA_KEY, so a copied database or backup shows none of them, and a changed byte is
// found rather than read as another number. Finding a donor's donations uses a keyed hash of the
// number instead. Plain JavaScript: the app and the key-rotation script (scripts/) both use it.
import crypto from "node:crypto";

const PREFIX = "v1.";

/** @param {string} hexKey 64 hex characters: 32 bytes */
export function keyBytes(hexKey) {
  if (!/^[0-9a-fA-F]{64}$/.test(hexKey))
    throw new Error("DONOR_DATA_KEY must be 64 hexadecimal characters (32 bytes), such as the output of: openssl rand -hex 32");
  return Buffer.from(hexKey, "hex");
}

/** Whether a stored value is sealed (rows from before sealing hold the number as typed). */
function isSealed(/** @type {string} */ stored) {
  return stored.startsWith(PREFIX);
}

/**
 * @param {Buffer} key
 * @param {string} plain
 */
export function seal(key, plain) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/**
 * The number a sealed value holds; a value from before sealing is returned as it is.
 * @param {Buffer} key
 * @param {string} stored
 */
export function unseal(key, stored) {
  if (!isSealed(stored)) return stored;
  const bytes = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}

/**
 * A donation's ID number as it is kept: sealed, with its donor's key beside it.
 * @param {Buffer} key
 * @param {{ idType: string; otherId: string | null; idNumber: string }} donation the number in the clear
 */
export function sealedIdOf(key, donation) {
  const kind = donation.idType === "other" ? (donation.otherId ?? "other") : donation.idType;
  return { idNumber: seal(key, donation.idNumber), donorKey: donorKeyOf(key, kind, donation.idNumber) };
}

/**
 * The same donor's key whatever the document: a keyed hash of the kind of ID and its number,
 * so the register can put a donor's donations together without holding the number in the clear.
 * @param {Buffer} key
 * @param {string} idKind "pan", "aadhaar", or the other document's name
 * @param {string} idNumber
 */
export function donorKeyOf(key, idKind, idNumber) {
  return crypto.createHmac("sha256", key).update(`donor:${idKind}:${idNumber.toUpperCase()}`).digest("base64url").slice(0, 32);
}
