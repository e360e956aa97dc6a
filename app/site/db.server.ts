import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { Prisma, PrismaClient } from "@prisma/client";
import { siteConfig } from "~/site/env.server";

declare global {
  // Kept on globalThis so the dev server's module reloads reuse one connection.
  var trustSiteDb: PrismaClient | undefined;
}

function connect(): PrismaClient {
  const url = siteConfig().paths.databaseUrl;
  process.env.DATABASE_URL ??= url;
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url, timeout: 5000 }) });
}

export function db(): PrismaClient {
  globalThis.trustSiteDb ??= connect();
  return globalThis.trustSiteDb;
}

export async function closeDb(): Promise<void> {
  await globalThis.trustSiteDb?.$disconnect();
  globalThis.trustSiteDb = undefined;
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await db().$queryRawUnsafe("SELECT 1");
    return true;
  } catch {
    return false;
  }
}

/** A unique constraint said no: the same category twice. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** Runs a write of one row; a row that is not there (any more) gives null instead of an error. */
export async function unlessMissing<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025") return null;
    throw error;
  }
}

/**
 * A model's table on the client or a transaction, by the model's name: what a kind's declaration
 * names (kinds/kind.ts), for the code that serves every kind alike (the bin, the sitemap).
 */
export function tableNamed<T>(client: PrismaClient | Prisma.TransactionClient, model: Prisma.ModelName): T {
  return (client as unknown as Record<string, T>)[model.charAt(0).toLowerCase() + model.slice(1)] as T;
}
