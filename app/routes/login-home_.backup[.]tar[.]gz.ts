import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "~/http/cache-headers";
import { readsOnly } from "~/http/refusal-page";
import { requireOwner } from "~/http/session.server";
import { siteConfig } from "~/site/env.server";
import { writeBackup } from "../../server/backups.mjs";

// A complete backup for the owner to keep, for a trust whose only place off the server is its
// secretary's computer: the archive `npm run backup` writes, made on request in a folder of the
// site's own (never one the web serves), sent, then deleted.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOwner(request);
  const { paths } = siteConfig();
  const folder = path.join(paths.scratch, `backup-${crypto.randomUUID()}`);
  try {
    const { archive } = await writeBackup({ paths, backupDir: folder });
    const size = (await fs.stat(archive)).size;
    const file = createReadStream(archive);
    file.once("close", () => void fs.rm(folder, { recursive: true, force: true }));
    return new Response(createReadableStreamFromReadable(file), {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(size),
        "Content-Disposition": `attachment; filename="${path.basename(archive)}"`,
        "Cache-Control": PRIVATE_NO_STORE,
      },
    });
  } catch (error) {
    await fs.rm(folder, { recursive: true, force: true });
    throw error;
  }
}

export const action = readsOnly;
