// @ts-check
// npm run backup: one timestamped archive of DATA_DIR, consistent while the site runs.
// The database comes from SQLite's online backup API; the photos from the uploads folder:
// copied once before the snapshot, then again for any photo the snapshot names that came in
// meanwhile, so every row in the archive has its files.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { namedKeysSql, storedFileOf } from "../app/photos/named-files.mjs";
import { dataPaths } from "../app/site/data-paths.server.mjs";

const paths = dataPaths(process.env.DATA_DIR || "./data");
const backupDir = path.resolve(process.env.BACKUP_DIR || "./backups");
if (!fs.existsSync(paths.database)) {
  console.error(`No site database at ${paths.database}: set DATA_DIR to the site's data folder.`);
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "trust-backup-"));
try {
  const uploads = path.join(work, "uploads");
  fs.mkdirSync(uploads);
  const copyPhotos = () => {
    for (const name of fs.existsSync(paths.uploads) ? fs.readdirSync(paths.uploads) : []) {
      const target = path.join(uploads, name);
      if (!fs.existsSync(target)) fs.copyFileSync(path.join(paths.uploads, name), target);
    }
  };
  copyPhotos();
  const live = new Database(paths.database, { readonly: true, fileMustExist: true });
  await live.backup(path.join(work, "site.db"));
  live.close();
  copyPhotos();

  // Only the files a row of the snapshot names: photo variants and documents.
  const snapshot = new Database(path.join(work, "site.db"), { readonly: true });
  /** @param {"photo" | "pdf"} kind */
  const named = (kind) => new Set(snapshot.prepare(namedKeysSql(kind)).pluck().all());
  const keys = { photo: named("photo"), pdf: named("pdf") };
  snapshot.close();
  for (const name of fs.readdirSync(uploads)) {
    const file = storedFileOf(name);
    if (!file || !keys[file.kind].has(file.key)) fs.rmSync(path.join(uploads, name));
  }

  fs.mkdirSync(backupDir, { recursive: true });
  const archive = path.join(backupDir, `trust-site-${stamp}.tar.gz`);
  execFileSync("tar", ["-czf", archive, "-C", work, "site.db", "uploads"]);
  console.log(`Backed up the database, ${keys.photo.size} photos and ${keys.pdf.size} documents to ${archive}`);
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
