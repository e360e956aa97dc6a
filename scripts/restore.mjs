// @ts-check
// npm run restore <archive>: puts a backup made by npm run backup into an empty DATA_DIR.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import Database from "better-sqlite3";
import { dataPaths } from "../app/site/data-paths.server.mjs";

const archive = process.argv[2];
const paths = dataPaths(process.env.DATA_DIR || "./data");
if (!archive || !fs.existsSync(archive)) {
  console.error("Usage: DATA_DIR=<empty folder> npm run restore -- <archive.tar.gz>");
  process.exit(2);
}
if (fs.existsSync(paths.root) && fs.readdirSync(paths.root).length > 0) {
  console.error(`${paths.root} is not empty: restore only into an empty DATA_DIR, so nothing is overwritten.`);
  process.exit(1);
}
fs.mkdirSync(paths.root, { recursive: true });
execFileSync("tar", ["-xzf", archive, "-C", paths.root]);
const db = new Database(paths.database, { readonly: true });
const check = db.pragma("integrity_check", { simple: true });
db.close();
if (check !== "ok") {
  console.error(`The restored database failed its integrity check: ${String(check)}`);
  process.exit(1);
}
console.log(`Restored ${archive} into ${paths.root}. Start the site with DATA_DIR=${paths.root}.`);
