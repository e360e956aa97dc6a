import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import ExcelJS from "exceljs";
import { expect, test } from "@playwright/test";
import { financialYearOf } from "../../app/domain/donation";
import { ownerCookie, ownerFormPoster } from "../support/owner-http";
import { AADHAAR, daysAgo, donationFields, PAN } from "../support/donations";
import { pdfText } from "../support/pdf";
import { DONOR_DATA_KEY, startSite, type RunningSite } from "../support/site.mjs";

// The trust's books: donations received in person written beside declared ones in one series of
// receipt numbers, a receipt cancelled or corrected but never lost, an erased donor's donation still
// adding up, a donor's donations together, Form 10BD as the law groups it, the year's register for
// the accountant, and no ID number in the clear in the database. Real HTTP against a running
// site; receipts are read from their PDFs.

const OTHER_PAN = "PQRST6789K";
const DONATION_DAY = daysAgo(3);
const YEAR = financialYearOf(DONATION_DAY);

const donation = (overrides: Record<string, string> = {}) => donationFields(DONATION_DAY, { contact: "9876543210", ...overrides });

let site: RunningSite;
let cookie: string;
let post: ReturnType<typeof ownerFormPoster>;
const page = async (to: string) => (await fetch(`${site.baseURL}${to}`, { headers: { Cookie: cookie } })).text();
const file = (to: string) => fetch(`${site.baseURL}${to}`, { headers: { Cookie: cookie } });

/** The first donation a register page links to. */
function donationLink(register: string): string {
  const link = /href="(\/login-home\/donations\/(?!new"|statement")[a-z0-9]+)"/.exec(register)?.[1];
  expect(link, "a donation on the register").toBeTruthy();
  return link ?? "";
}

/** Writes a donation received in person and gives back its page's address. */
async function record(fields: Record<string, string>): Promise<string> {
  const answer = await post("/login-home/donations/new", fields);
  expect(answer.status, await answer.clone().text()).toBe(302);
  return answer.headers.get("location") ?? "";
}

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  site = await startSite({ demoContent: false });
  cookie = await ownerCookie(site.baseURL);
  post = ownerFormPoster(site.baseURL, cookie);
  expect(
    (
      await post("/login-home/donation-details", {
        pan: "AAATG1234C",
        reg80G: "AAATG1234CF20231",
        reg80GValidUntil: daysAgo(-400),
        reg12A: "AAATG1234CE20231",
        reg12AValidUntil: daysAgo(-20),
      })
    ).status,
  ).toBe(302);
});
test.afterAll(() => site.stop());

let declared = "";
let cash = "";
let cheque = "";
let aadhaarDonation = "";

test("a cash donation and a cheque are numbered in one series with a declared donation; a cheque not cleared waits", async () => {
  // A donor declares on the donate page; the owner verifies it: receipt 0001.
  expect(
    (
      await fetch(`${site.baseURL}/donate`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...donation(), consent: "yes" }),
        redirect: "manual",
      })
    ).status,
  ).toBe(303);
  const register = await page("/login-home/donations");
  declared = donationLink(register);
  expect((await post(declared, { intent: "verify" })).status).toBe(302);
  expect(await page(declared)).toContain(`${YEAR}/0001`);

  // Cash at a camp, from the same donor, numbered at once: 0002.
  cash = await record(donation({ amount: "1500", mode: "cash", reference: "", contact: "" }));
  const cashPage = await page(cash);
  expect(cashPage).toContain(`${YEAR}/0002`);
  expect(cashPage).toContain("the owner, received in person");

  // A cheque not cleared yet waits, then is verified: 0003.
  cheque = await record(
    donation({
      name: "Sita Devi",
      idNumber: OTHER_PAN,
      amount: "5000",
      mode: "cheque",
      reference: "004512",
      bank: "State Bank of India, Zamania",
      instrumentOn: DONATION_DAY,
      waiting: "yes",
    }),
  );
  expect(await page(cheque)).toContain("A donation: to check");
  expect((await post(cheque, { intent: "verify" })).status).toBe(302);
  const chequePage = await page(cheque);
  expect(chequePage).toContain(`${YEAR}/0003`);
  expect(chequePage).toContain("State Bank of India, Zamania");

  // The donor's donations belong together, with their year's total.
  expect(cashPage).toContain(`Given in ${YEAR}: ₹14,000`);
  expect(await page(`/login-home/donations?q=${PAN.toLowerCase()}`)).toContain("Showing 1 to 2 of 2 donations.");

  // The law's rules hold here too: cash of ₹2,00,000 is refused, goods need saying what they were.
  const refused = await post("/login-home/donations/new", donation({ amount: "200000", mode: "cash" }));
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("Cash of ₹2,00,000 or more cannot be taken");
  expect((await post("/login-home/donations/new", donation({ mode: "kind" }))).status).toBe(400);
});

test("a cancelled receipt keeps its number, says CANCELLED, and leaves Form 10BD", async () => {
  const missing = await post(cheque, { intent: "cancel", reason: "" });
  expect(missing.status).toBe(400);
  expect((await post(cheque, { intent: "cancel", reason: "The cheque bounced." })).status).toBe(302);
  const chequePage = await page(cheque);
  expect(chequePage).toContain("A donation: receipt cancelled, receipt");
  expect(chequePage).toContain(`${YEAR}/0003`);
  expect(chequePage).toContain("The cheque bounced.");
  const receipt = await file(`${cheque}/receipt.pdf`);
  expect(receipt.status).toBe(200);
  const text = await pdfText(await receipt.arrayBuffer());
  expect(text).toContain("CANCELLED");
  expect(text).toContain("The cheque bounced.");
  // A receipt cancelled cannot be cancelled again, and a number once used is never given again.
  expect((await post(cheque, { intent: "cancel", reason: "Again" })).status).toBe(409);
  const next = await record(donation({ name: "Gita Yadav", idType: "aadhaar", idNumber: AADHAAR, amount: "700", mode: "bank" }));
  aadhaarDonation = next;
  expect(await page(next)).toContain(`${YEAR}/0004`);
  const csv = await (await file(`/login-home/donations/form-10bd.csv?year=${YEAR}`)).text();
  expect(csv).not.toContain(OTHER_PAN);
});

test("a receipt given in error is corrected by a new one with the next number; the two name each other", async () => {
  const form = await page(`${declared}/correct`);
  expect(form).toContain('value="Ramesh Kumar"');
  const corrected = await post(`${declared}/correct`, { ...donation({ name: "Ramesh Kumar Yadav" }), reason: "The donor's name was misspelt." });
  expect(corrected.status).toBe(302);
  const replacement = corrected.headers.get("location") ?? "";
  const newPage = await page(replacement);
  expect(newPage).toContain(`${YEAR}/0005`);
  expect(newPage).toContain(`This receipt replaces receipt ${YEAR}/0001.`);
  const oldPage = await page(declared);
  expect(oldPage).toContain(`Replaced by receipt ${YEAR}/0005.`);
  expect(oldPage).toContain("receipt cancelled");
  // What happened to the old donation, in order, never edited.
  const history = [...oldPage.matchAll(/data-event="(\w+)"/g)].map((match) => match[1]);
  expect(history).toEqual(["declared", "verified", "cancelled", "corrected"]);
  expect(oldPage).toContain("Corrected with a new receipt");
  expect(oldPage).toContain("The donor&#x27;s name was misspelt.");
});

test("Form 10BD reports a donor's donations of one type and mode together, and shows its lines and total first", async () => {
  const csv = (await (await file(`/login-home/donations/form-10bd.csv?year=${YEAR}`)).text()).trim().split("\r\n");
  // Ramesh: UPI 12,500 (0005) and cash 1,500 (0002) are two modes; Gita: bank 700. The cancelled 0001 and 0003 are out.
  expect(csv.slice(1)).toHaveLength(3);
  expect(csv.join("\n")).toContain("Ramesh Kumar Yadav");
  expect(csv.join("\n")).not.toMatch(/^\d+,.*,Ramesh Kumar,/m);
  const register = await page(`/login-home/donations?year=${YEAR}`);
  expect(register).toContain("3 lines, ₹14,700 in all");
});

test("an erased donor's numbered donation keeps its number and amount; an unnumbered declaration goes whole", async () => {
  expect((await post(cash, { intent: "delete" })).status).toBe(302);
  const cashPage = await page(cash);
  expect(cashPage).toContain(`${YEAR}/0002`);
  expect(cashPage).toContain("₹1,500");
  expect(cashPage).toContain("Erased at the donor&#x27;s request");
  expect(cashPage).not.toContain("Village Karanda");
  expect(cashPage).toContain("The donor&#x27;s details erased at their request");

  expect(
    (
      await fetch(`${site.baseURL}/donate`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...donation({ name: "Asha Devi", idNumber: "LMNOP4321Q" }), consent: "yes" }),
        redirect: "manual",
      })
    ).status,
  ).toBe(303);
  const asha = donationLink(await page("/login-home/donations?q=Asha"));
  expect((await post(asha, { intent: "delete" })).status).toBe(302);
  expect((await file(asha)).status).toBe(404);
});

test("the receipt reads in both languages, an Aadhaar number by its last four digits only, to pdftotext as to any reader", async () => {
  const pdf = path.join(site.dataDir, "tmp", "receipt-read-here.pdf");
  fs.writeFileSync(pdf, Buffer.from(await (await file(`${aadhaarDonation}/receipt.pdf`)).arrayBuffer()));
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", pdf, "-"], { encoding: "utf8" });
  fs.rmSync(pdf);
  for (const both of [
    "Donation receipt / दान की रसीद",
    "Donor / दानदाता",
    "Gita Yadav",
    "Aadhaar / आधार",
    "XXXX XXXX 2346",
    "Rupees Seven Hundred Only",
    "सात सौ रुपये मात्र",
    "Authorised signatory",
  ])
    expect(text, both).toContain(both);
  expect(text).not.toContain(AADHAAR);
});

test("the year's register comes whole, every donation, as CSV and as Excel, with the year's totals on the page", async () => {
  const csv = (await (await file(`/login-home/donations/register.csv?year=${YEAR}`)).text()).trim().split("\r\n");
  expect(csv[0]).toContain("Receipt number,Receipt date,Status");
  expect(csv.slice(1)).toHaveLength(5);
  expect(csv.join("\n")).toContain("Cancelled");
  const xlsx = await file(`/login-home/donations/register.xlsx?year=${YEAR}`);
  expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await xlsx.arrayBuffer());
  const sheet = workbook.worksheets[0];
  expect(sheet?.rowCount).toBe(6);
  expect(sheet?.getRow(1).getCell(1).value).toBe("Receipt number");
  expect((await file("/login-home/donations/register.csv?year=2026")).status).toBe(400);
  const register = await page(`/login-home/donations?year=${YEAR}`);
  // 0002 (erased, still in the books), 0004 and 0005; the cancelled 0001 and 0003 are not received.
  expect(register).toContain("3 donations received and verified, ₹14,700 in all.");
});

test("the receipt names the law the owner confirmed for the year, in both languages, and Form 10BE only where one comes", async () => {
  // Nobody has confirmed this year's law yet: the owner's home asks, and receipts name the last known.
  expect(await page("/login-home")).toContain("data-receipt-law-unconfirmed");
  const kind = await record(donation({ name: "Hari Prasad", idNumber: "HARIP1234Q", amount: "3000", mode: "kind", inKind: "20 blankets", reference: "" }));
  const kindText = await pdfText(await (await file(`${kind}/receipt.pdf`)).arrayBuffer());
  expect(kindText).toContain("This donation was made in kind, so it is not eligible for deduction under section 80G.");
  expect(kindText).toContain("20 blankets");
  expect(kindText).not.toContain("Form 10BE");

  const law = { wording: "section 133 of the Income-tax Act, 2025", wordingHi: "आयकर अधिनियम, 2025 की धारा 133" };
  expect((await post(`/login-home/donations/receipt-law?year=${YEAR}`, law)).status).toBe(302);
  expect(await page("/login-home")).not.toContain("data-receipt-law-unconfirmed");
  const text = await pdfText(await (await file(`${aadhaarDonation}/receipt.pdf`)).arrayBuffer());
  expect(text).toContain("eligible for deduction under section 133 of the Income-tax Act, 2025 (registration AAATG1234CF20231).");
  expect(text).toContain("की धारा 133 के तहत कटौती योग्य है");
  expect(text).toContain("Form 10BE will follow");
});

test("the owner's home warns before a registration ends", async () => {
  expect(await page("/login-home")).toMatch(/The trust&#x27;s 12A registration ends on [^,]+, in \d+ days\. Apply to renew it in time\./);
});

test("the database holds no PAN or Aadhaar number in the clear", async () => {
  const files = fs.readdirSync(site.dataDir).filter((name) => name.startsWith("site.db"));
  expect(files.length).toBeGreaterThan(0);
  for (const name of files) {
    const bytes = fs.readFileSync(path.join(site.dataDir, name));
    for (const secret of [PAN, OTHER_PAN, AADHAAR, "LMNOP4321Q"]) expect(bytes.includes(Buffer.from(secret)), `${secret} in ${name}`).toBe(false);
  }
});

/** Whether any of the database's files holds the text in the clear. */
function databaseHolds(dataDir: string, text: string): boolean {
  return fs
    .readdirSync(dataDir)
    .filter((name) => name.startsWith("site.db"))
    .some((name) => fs.readFileSync(path.join(dataDir, name)).includes(Buffer.from(text)));
}

test("an ID number kept before sealing is sealed at the next start, and a new key takes every number with it", async () => {
  const own = await startSite({ demoContent: false });
  try {
    // A donation as a site before sealing kept it: its PAN in the clear.
    await own.kill();
    const db = new Database(path.join(own.dataDir, "site.db"));
    db.prepare(
      `INSERT INTO "Donation" (id, name, address, idType, idNumber, amount, givenOn, mode, purpose, contact, fromAddress, updatedAt) VALUES ('old-donation', 'Kamla Devi', 'Karanda', 'pan', ?, 500, ?, 'upi', 'corpus', '9876543210', 'x', 0)`,
    ).run(OTHER_PAN, DONATION_DAY);
    db.close();
    expect(databaseHolds(own.dataDir, OTHER_PAN)).toBe(true);

    const again = await startSite({ demoContent: false, dataDir: own.dataDir });
    await again.kill();
    expect(databaseHolds(own.dataDir, OTHER_PAN)).toBe(false);

    // The key is rotated with the site stopped; the site then reads every number with the new key.
    const newKey = crypto.randomBytes(32).toString("hex");
    const said = execFileSync(process.execPath, ["scripts/rotate-donor-key.mjs"], {
      env: { ...process.env, DATA_DIR: own.dataDir, DONOR_DATA_KEY, NEW_DONOR_DATA_KEY: newKey },
      encoding: "utf8",
    });
    expect(said).toContain("Done: 1 ID numbers sealed under NEW_DONOR_DATA_KEY.");
    expect(said).not.toContain(newKey);
    const rotated = await startSite({ demoContent: false, dataDir: own.dataDir, env: { DONOR_DATA_KEY: newKey } });
    const rotatedCookie = await ownerCookie(rotated.baseURL);
    const donationPage = await (await fetch(`${rotated.baseURL}/login-home/donations/old-donation`, { headers: { Cookie: rotatedCookie } })).text();
    expect(donationPage).toContain("PQRST****K");
    const search = await (await fetch(`${rotated.baseURL}/login-home/donations?q=${OTHER_PAN}`, { headers: { Cookie: rotatedCookie } })).text();
    expect(search).toContain("Kamla Devi");
    await rotated.kill();
    // The old key opens nothing now, and the command says so without changing anything.
    expect(() =>
      execFileSync(process.execPath, ["scripts/rotate-donor-key.mjs"], {
        env: { ...process.env, DATA_DIR: own.dataDir, DONOR_DATA_KEY },
        encoding: "utf8",
        stdio: "pipe",
      }),
    ).toThrow(/Cannot open the ID numbers/);
  } finally {
    fs.rmSync(own.dataDir, { recursive: true, force: true });
  }
});

test("a donation the owner's form sends twice is written once, with one receipt; a new form writes a new donation", async () => {
  const formKey = async () => /name="formKey" value="([^"]+)"/.exec(await page("/login-home/donations/new"))?.[1] ?? "";
  const sent = donation({ name: "Mohan Lal", idNumber: "KLMNO4321P", amount: "2100", mode: "cash", reference: "", contact: "" });
  const before = await page(`/login-home/donations?q=${encodeURIComponent("Mohan Lal")}`);
  expect(before).not.toContain("Mohan Lal</a>");

  // Two taps at once on a slow signal, then the page sent again after the signal dropped.
  const key = await formKey();
  expect(key).not.toBe("");
  const taps = await Promise.all([post("/login-home/donations/new", { ...sent, formKey: key }), post("/login-home/donations/new", { ...sent, formKey: key })]);
  const resent = await post("/login-home/donations/new", { ...sent, formKey: key });
  const places = [...taps, resent].map((answer) => answer.headers.get("location"));
  expect(new Set(places).size).toBe(1);
  const once = places[0] ?? "";
  const message = resent.headers.get("set-cookie")?.split(";")[0] ?? "";
  const told = await (await fetch(`${site.baseURL}${once}`, { headers: { Cookie: `${cookie}; ${message}` } })).text();
  expect(told).toContain("This donation was in the register already: the form was sent twice, and the donation is written once.");
  expect(await page(`/login-home/donations?q=${encodeURIComponent("Mohan Lal")}`)).toContain("Showing 1 to 1 of 1 donations.");

  // The same donation again, from a new form, is a second donation with the next receipt number.
  const again = await record({ ...sent, formKey: await formKey() });
  expect(again).not.toBe(once);
  expect(await page(`/login-home/donations?q=${encodeURIComponent("Mohan Lal")}`)).toContain("Showing 1 to 2 of 2 donations.");
});

test("a receipt cancelled with two taps on a slow signal says it was cancelled, not that it was already", async () => {
  const donation = await record({
    ...donationFields(DONATION_DAY, { name: "Ramvati", idNumber: "FGHIJ5678K", amount: "500", mode: "cash", reference: "", contact: "" }),
  });
  const donationPage = new URL(donation, site.baseURL).pathname;
  const key = /name="formKey" value="([^"]+)"/.exec(await page(donationPage))?.[1] ?? "";
  expect(key, "the donation page's forms carry their key").not.toBe("");
  const cancelling = { intent: "cancel", _id: donationPage.split("/").at(-1) ?? "", reason: "Written by mistake.", formKey: key };
  const taps = [await post(donationPage, cancelling), await post(donationPage, cancelling)];
  expect(taps.map((answer) => answer.status)).toEqual([302, 302]);
  const message = taps[1]?.headers.get("set-cookie")?.split(";")[0] ?? "";
  const told = await (await fetch(`${site.baseURL}${taps[1]?.headers.get("location") ?? ""}`, { headers: { Cookie: `${cookie}; ${message}` } })).text();
  expect(told).toContain("The receipt was cancelled. Its number stays used.");
});
