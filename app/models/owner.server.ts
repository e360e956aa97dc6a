import { hash, verify } from "@node-rs/argon2";
import { db } from "~/services/db.server";

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
