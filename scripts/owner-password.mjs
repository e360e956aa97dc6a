// @ts-check
// npm run owner:password: a new password for the owner, from the server's own shell, when the
// old one is lost. Asks twice on a terminal (nothing is shown as it is typed), or takes
// NEW_PASSWORD when there is no terminal. The site may keep running: every session of the
// owner ends at once, and the owner's devices count as strangers to the login throttle again.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { dataPaths } from "../app/site/data-paths.server.mjs";

const PASSWORDS_DIFFER = "New Password Not Match";
const built = path.resolve("build/server/index.js");

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * Reads a line from the terminal without echoing it.
 * @param {string} prompt
 * @returns {Promise<string>}
 */
function askHidden(prompt) {
  return new Promise((resolve) => {
    const input = process.stdin;
    let typed = "";
    // Echo goes off before the prompt shows, so an answer typed or pasted at once is never shown.
    input.setRawMode(true);
    process.stdout.write(prompt);
    input.resume();
    input.setEncoding("utf8");
    /** @param {string} chunk */
    const onData = (chunk) => {
      for (const character of chunk) {
        if (character === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        } else if (character === "\r" || character === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        } else if (character === "\u007f" || character === "\b") {
          typed = [...typed].slice(0, -1).join("");
        } else {
          typed += character;
        }
      }
    };
    input.on("data", onData);
  });
}

async function newPassword() {
  if (!process.stdin.isTTY) {
    const fromEnv = process.env.NEW_PASSWORD;
    if (!fromEnv) fail("No terminal to ask on: set NEW_PASSWORD to the new password.");
    return fromEnv ?? "";
  }
  const first = await askHidden("New password for the owner: ");
  const again = await askHidden("The same password again: ");
  if (first !== again) fail(PASSWORDS_DIFFER);
  return first;
}

if (!fs.existsSync(dataPaths(process.env.DATA_DIR || "./data").database)) {
  fail(`No site database in ${dataPaths(process.env.DATA_DIR || "./data").root}: set DATA_DIR to the site's data folder, or start the site once.`);
}
if (!fs.existsSync(built)) fail("The site is not built yet: run npm run build first.");

const password = await newPassword();
const entry = (await import(pathToFileURL(built).href)).entry.module;
if (typeof entry.resetOwnerPassword !== "function") fail("This build cannot reset the password: rebuild the site.");
const outcome = await entry.resetOwnerPassword(password);
await entry.closeSite();
if (!outcome.ok) fail(`The password was not changed: ${entry.english(outcome.message)}`);
console.log(`Done: the owner "${outcome.value.userid}" has a new password; every session and device was signed out.`);
