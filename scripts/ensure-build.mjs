// @ts-check
// Builds the production bundle when it is missing or older than the sources, so `npm start`
// and `npm test` always serve what is in the tree. In the Docker image there are no sources.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const built = "build/server/index.js";
const sources = ["app", "public", "remix.config.js", "vite.config.ts", "package-lock.json"];

/** @param {string} entry @returns {number} */
function newestChange(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

if (fs.existsSync("app")) {
  const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
  if (Math.max(...sources.map(newestChange)) > builtAt) {
    console.log("Building the site...");
    execFileSync("npx", ["remix", "vite:build"], { stdio: "inherit" });
  }
}
