// @ts-check
// npm run backup: one timestamped archive of DATA_DIR, consistent while the site runs
// (server/backups.mjs says how).
import path from "node:path";
import { dataPaths } from "../app/site/data-paths.server.mjs";
import { writeBackup } from "../server/backups.mjs";

try {
  const { archive, photos, documents } = await writeBackup({
    paths: dataPaths(process.env.DATA_DIR || "./data"),
    backupDir: path.resolve(process.env.BACKUP_DIR || "./backups"),
  });
  console.log(`Backed up the database, ${photos} photos and ${documents} documents to ${archive}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
