// @ts-check
// Builds the production bundle when it is missing or when what it is made from has changed, so
// `npm start` and `npm test` always serve what is in the tree. "Changed" is a hash of the
// sources and of the installed packages' versions, not file times: `npm install` rewrites
// package-lock.json on every run, and a rebuild for a touched file would cost a minute each
// start. In the Docker image there are no sources.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const built = "build/server/index.js";
const stamp = "build/.built-from";
const sources = ["app", "public", "remix.config.js", "vite.config.ts", "tsconfig.json"];

/** @param {crypto.Hash} hash @param {string} entry */
function addTree(hash, entry) {
  if (!fs.existsSync(entry)) return;
  if (fs.statSync(entry).isDirectory()) {
    for (const name of fs.readdirSync(entry).sort()) addTree(hash, path.join(entry, name));
    return;
  }
  hash.update(entry).update("\0").update(fs.readFileSync(entry)).update("\0");
}

/** What the build is made from: the sources' bytes, and every installed package's name and version. */
function madeFrom() {
  const hash = crypto.createHash("sha256");
  for (const entry of sources) addTree(hash, entry);
  const lock = fs.existsSync("package-lock.json") ? JSON.parse(fs.readFileSync("package-lock.json", "utf8")) : {};
  const packages = Object.entries(lock.packages ?? {}).map(([name, info]) => `${name}@${/** @type {{ version?: string }} */ (info).version ?? ""}`);
  hash.update(packages.sort().join("\n"));
  return hash.digest("hex");
}

if (fs.existsSync("app")) {
  const wanted = madeFrom();
  const have = fs.existsSync(built) && fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8") : "";
  if (have !== wanted) {
    console.log("Building the site...");
    execFileSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
    fs.writeFileSync(stamp, wanted);
  }
}
