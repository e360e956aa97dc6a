import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "@prisma/client";
import { siteConfig } from "./env.server";

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
