import { said } from "~/i18n/said";
import crypto from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Owner } from "@prisma/client";
import { z } from "zod";
import { db } from "~/site/db.server";
import { checkGuess, type Guesser } from "~/domain/guessing.server";
import { type OperationInput, operations } from "./operations";
import { type Outcome, refusal, success } from "./outcome";
import { readInput } from "./rules";
import type { Lang } from "~/i18n/texts";

// 2 is Argon2id in @node-rs/argon2 (its enum is a const enum that isolated modules cannot read).
const argon2id = { algorithm: 2 as const };

function hashPassword(password: string): Promise<string> {
  return hash(password, argon2id);
}

// A fixed hash to check against when the userid is unknown, so both failures take as long.
let decoyHash: Promise<string> | undefined;

/** The owner when userid and password match, null otherwise, in the same time either way. */
export async function ownerWithCredentials(userid: string, password: string) {
  const owner = await db().owner.findUnique({ where: { userid } });
  decoyHash ??= hashPassword("not-the-password-of-anyone");
  const matches = await verify(owner?.passwordHash ?? (await decoyHash), password).catch(() => false);
  return owner && matches ? owner : null;
}

export async function ownerExists(): Promise<boolean> {
  return (await db().owner.count()) > 0;
}

export async function createOwner(userid: string, password: string) {
  return db().owner.create({ data: { userid, passwordHash: await hashPassword(password) } });
}

/**
 * Changes the owner's password when the userid and old password are right, and ends every
 * session of the owner (the current one too) in the same transaction. The old password is a
 * guess like a login's, under the same throttle: a stolen session cannot try passwords freely.
 */
export async function changePassword(owner: Owner, input: OperationInput<"changePassword">, from: Guesser): Promise<Outcome<Owner>> {
  const { userid, oldPassword, newPassword } = input;
  const verified = await checkGuess(owner.userid, from, async () => {
    const match = userid === owner.userid ? await ownerWithCredentials(userid, oldPassword) : null;
    return match?.id === owner.id ? match : null;
  });
  if (!verified) return refusal(409, operations.changePassword.texts.conflict);
  if (!verified.ok) return verified;
  return success(await setPassword(owner, newPassword));
}

/** The language of the owner's area, kept with the owner: it outlives every session. */
export async function chooseOwnerLanguage(owner: Owner, language: Lang): Promise<Outcome<Owner>> {
  return success(await db().owner.update({ where: { id: owner.id }, data: { language } }));
}

/** The language an owner chose (a row from before the choice existed reads as English). */
export function languageOf(owner: Pick<Owner, "language">): Lang {
  return owner.language === "hi" ? "hi" : "en";
}

/** The new password, and every session of the owner ended, in one transaction. */
async function setPassword(owner: Owner, newPassword: string): Promise<Owner> {
  const passwordHash = await hashPassword(newPassword);
  const [updated] = await db().$transaction([
    db().owner.update({ where: { id: owner.id }, data: { passwordHash } }),
    db().session.deleteMany({ where: { ownerId: owner.id } }),
  ]);
  return updated;
}

/**
 * A new password for the owner from the server's own shell (`npm run owner:password`), when the
 * old one is lost: the form's rule, then every session ended; the owner's device cookies stop
 * counting too (they carry a stamp of the password they were issued under).
 */
export async function resetOwnerPassword(newPassword: string): Promise<Outcome<Owner>> {
  // The change-password form's own rule for the new password.
  const rule = z.object({ newPassword: operations.changePassword.input.shape.newPassword });
  const read = readInput(rule, { en: "A new password is needed.", hi: "नया पासवर्ड चाहिए।" }, { newPassword });
  if (!read.ok) return read;
  const owner = await db().owner.findFirst({ orderBy: { createdAt: "asc" } });
  if (!owner) return refusal(404, said.noOwnerYet);
  return success(await setPassword(owner, read.value.newPassword));
}

/**
 * A stamp of the owner's current password, or null for an unknown userid. A device cookie
 * carries the stamp it was issued under, so a new password makes every older one a stranger.
 */
export async function credentialStamp(userid: string): Promise<string | null> {
  const owner = await db().owner.findUnique({ where: { userid }, select: { passwordHash: true } });
  return owner ? stampOf(owner.passwordHash) : null;
}

/** The owner of `userid` if `stamp` is their current password's stamp (a device cookie's), else null. */
export async function ownerUnderStamp(userid: string, stamp: unknown): Promise<Owner | null> {
  const owner = await db().owner.findUnique({ where: { userid } });
  return owner && stamp === stampOf(owner.passwordHash) ? owner : null;
}

const stampOf = (passwordHash: string) => crypto.createHash("sha256").update(passwordHash).digest("base64url").slice(0, 16);
