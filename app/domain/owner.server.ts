import { hash, verify } from "@node-rs/argon2";
import type { Owner } from "@prisma/client";
import { db } from "~/site/db.server";
import { checkGuess, type Guesser } from "~/domain/guessing.server";
import { operations, type OperationInput } from "./operations";
import { refusal, success, type Outcome } from "./outcome";

// 2 is Argon2id in @node-rs/argon2 (its enum is a const enum that isolated modules cannot read).
const argon2id = { algorithm: 2 as const };

export function hashPassword(password: string): Promise<string> {
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
  const passwordHash = await hashPassword(newPassword);
  const [updated] = await db().$transaction([
    db().owner.update({ where: { id: owner.id }, data: { passwordHash } }),
    db().session.deleteMany({ where: { ownerId: owner.id } }),
  ]);
  return success(updated);
}
