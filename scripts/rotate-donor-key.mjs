// @ts-check
// npm run donor-key:rotate: seals every donor's ID number again under a new key, in one
// transaction, and gives each donation its donor's key under the new key. Stop the site first (it
// holds the old key in memory); start it again with the new key.
//
// The old key is DONOR_DATA_KEY (or, outside production, the one kept in DATA_DIR/donor-data-key).
// The new key is NEW_DONOR_DATA_KEY, or one made here. Where the old key came from the kept
// file, the new one is written there; otherwise it is printed once, to put in the settings.
import crypto from "node:crypto";
import fs from "node:fs";
import Database from "better-sqlite3";
import { dataPaths } from "../app/site/data-paths.server.mjs";
import { keyBytes, sealedIdOf, unseal } from "../app/site/donor-seal.mjs";

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const paths = dataPaths(process.env.DATA_DIR || "./data");
if (!fs.existsSync(paths.database)) fail(`No database at ${paths.database}: set DATA_DIR to the site's data folder.`);
const keptOldKey = !process.env.DONOR_DATA_KEY;
const oldHex = process.env.DONOR_DATA_KEY?.trim() || (fs.existsSync(paths.donorDataKey) ? fs.readFileSync(paths.donorDataKey, "utf8").trim() : "");
if (!oldHex) fail("Set DONOR_DATA_KEY to the key the site runs with now.");
const newHex = process.env.NEW_DONOR_DATA_KEY?.trim() || crypto.randomBytes(32).toString("hex");
/** @type {Buffer} */
let oldKey;
/** @type {Buffer} */
let newKey;
try {
  oldKey = keyBytes(oldHex);
  newKey = keyBytes(newHex);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  throw error;
}

const db = new Database(paths.database, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
/** @type {{ id: string; idType: string; otherId: string | null; idNumber: string }[]} */
const donations = /** @type {any} */ (db.prepare(`SELECT id, idType, otherId, idNumber FROM "Donation" WHERE idNumber <> ''`).all());
const update = db.prepare(`UPDATE "Donation" SET idNumber = ?, donorKey = ? WHERE id = ?`);
try {
  db.transaction(() => {
    for (const donation of donations) {
      const { idNumber, donorKey } = sealedIdOf(newKey, { ...donation, idNumber: unseal(oldKey, donation.idNumber) });
      update.run(idNumber, donorKey, donation.id);
    }
  })();
} catch {
  fail("Cannot open the ID numbers with DONOR_DATA_KEY: is it the key the site runs with now? Nothing was changed.");
}
db.close();

if (keptOldKey) {
  fs.writeFileSync(paths.donorDataKey, newHex, { mode: 0o600 });
  console.log(`Done: ${donations.length} ID numbers sealed under a new key, kept in ${paths.donorDataKey}. Start the site again.`);
} else if (process.env.NEW_DONOR_DATA_KEY) {
  console.log(`Done: ${donations.length} ID numbers sealed under NEW_DONOR_DATA_KEY. Set DONOR_DATA_KEY to it, then start the site again.`);
} else {
  console.log(
    `Done: ${donations.length} ID numbers sealed under this new key. Set DONOR_DATA_KEY to it (and keep it safe, apart from the backups), then start the site again:`,
  );
  console.log(newHex);
}
