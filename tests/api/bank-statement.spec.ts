import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { ownerCookie, ownerFormPoster } from "../support/owner-http";
import { englishWordsInHindi, expectNoAxeViolations } from "../support/fixtures";
import { PHONE } from "../support/afternoon";
import { signalOnPosts, throttleOf, villageSignal } from "../support/signal";
import { type RunningSite, startSite } from "../support/site.mjs";
import { excelHidingAnEntry, excelOpeningInto, HDFC_HEADER, INLINE_ROW, keptStatement, oldExcelOf, workbookOf } from "../support/statements.mjs";
import { daysAgo } from "../support/donations";

// The bank statement, matched: statements made here in the shapes SBI (CSV) and HDFC (Excel)
// export, uploaded as the owner's browser sends them; credits matched by UTR or cheque number and
// by amount and date; the matches verified in one post; a credit with no donation recorded from its
// own link; the same statement imported twice adding nothing; an unknown bank's columns named once.

const day = (offset: number) => daysAgo(-offset);
/** A day as SBI writes it (24 Nov 2026) and as HDFC does (24/11/26). */
const sbiDate = (iso: string) =>
  `${iso.slice(8, 10)} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
const hdfcDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;

const SBI_CSV = [
  "Account Name,:,GRAMIN JYOTI TRUST",
  "Account Number,:,00000012345678901",
  "",
  "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
  `${sbiDate(day(-1))},${sbiDate(day(-1))},BY TRANSFER-UPI/CR/432198765432/RAMESH KUMAR/SBIN,TRANSFER FROM 3199,,"12,500.00","1,12,500.00"`,
  `${sbiDate(day(0))},${sbiDate(day(0))},CLEARING-CHQ 004512 BANK OF BARODA,004512,,"5,000.00","1,17,500.00"`,
  `${sbiDate(day(0))},${sbiDate(day(0))},CASH DEPOSIT SELF,,,999.00,"1,18,499.00"`,
  `${sbiDate(day(0))},${sbiDate(day(0))},ATM WDL,,"2,000.00",,"1,16,499.00"`,
].join("\r\n");

/** A compound file, as an Excel 97-2003 workbook is kept in, that holds no workbook. */
const BROKEN_OLD_EXCEL = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
const UNREADABLE = "This file could not be read as a CSV or Excel statement. Export it from net banking again, as CSV or Excel.";

const TOO_LARGE = "This statement holds more than the site reads at once (20,000 rows). Export a shorter period, such as one year.";

function hdfcWorkbook(): Promise<Buffer> {
  return workbookOf([
    ["HDFC BANK Ltd."],
    HDFC_HEADER,
    [hdfcDate(day(0)), "NEFT CR-SBIN0001234-GITA YADAV-N326261234567890", "N326261234567890", hdfcDate(day(0)), "", 700, 50700],
  ]);
}

let site: RunningSite;
let cookie: string;
let post: ReturnType<typeof ownerFormPoster>;
const read = async (to: string) => (await fetch(`${site.baseURL}${to}`, { headers: { Cookie: cookie } })).text();
/** The statement page's list of credits no donation has taken yet (without each page's own form key). */
const creditsListed = async () =>
  /<ul[^>]*data-unmatched[\s\S]*?<\/ul>/.exec(await read("/login-home/donations/statement"))?.[0].replace(/<input type="hidden" name="formKey"[^>]*>/g, "");

/** Uploads a statement as the import form sends it, with any columns the owner named. */
function upload(name: string, bytes: Buffer | string, type: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append("statement", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type }), name);
  return fetch(`${site.baseURL}/login-home/donations/statement`, { method: "POST", headers: { Cookie: cookie }, body: form, redirect: "manual" });
}

/** The one-time message the next page shows. */
async function messageAfter(answer: Response): Promise<string> {
  expect(answer.status, await answer.clone().text()).toBe(302);
  const next = await fetch(`${site.baseURL}${answer.headers.get("location") ?? ""}`, {
    headers: { Cookie: [cookie, ...answer.headers.getSetCookie().map((value) => value.split(";")[0])].join("; ") },
  });
  return /<div role="status"[^>]*>([^<]*)</.exec(await next.text())?.[1] ?? "";
}

const declared = (fields: Record<string, string>) => ({
  address: "Village Karanda, Ghazipur",
  idType: "pan",
  purpose: "corpus",
  contact: "9876543210",
  ...fields,
});

/** Declares a donation on the public donate form, as a donor does without JavaScript. */
const declare = (donation: Record<string, string>) =>
  fetch(`${site.baseURL}/donate`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...donation, consent: "yes" }),
    redirect: "manual",
  });

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  site = await startSite({ demoContent: false });
  cookie = await ownerCookie(site.baseURL);
  post = ownerFormPoster(site.baseURL, cookie);
  // Three donations that wait: a UPI donation declared with its UTR, a cheque written in at the office, a transfer declared without a reference.
  for (const donation of [
    declared({ name: "Ramesh Kumar", idNumber: "ABCDE1234F", amount: "12500", date: day(-2), mode: "upi", reference: "4321 9876 5432" }),
    declared({ name: "Gita Yadav", idNumber: "PQRST6789K", amount: "700", date: day(-2), mode: "bank", reference: "" }),
  ]) {
    expect((await declare(donation)).status).toBe(303);
  }
  expect(
    (
      await post(
        "/login-home/donations/new",
        declared({
          name: "Sita Devi",
          idNumber: "LMNOP4321Q",
          amount: "5000",
          date: day(-4),
          mode: "cheque",
          reference: "004512",
          bank: "Bank of Baroda",
          waiting: "yes",
        }),
      )
    ).status,
  ).toBe(302);
});
test.afterAll(() => site.stop());

test("an SBI statement in CSV: credits matched by UTR and by cheque number, the rest listed to record", async () => {
  expect(await messageAfter(await upload("sbi.csv", SBI_CSV, "text/csv"))).toBe("Read 3 credits from the statement: 3 new.");
  const page = await read("/login-home/donations/statement");
  expect([...page.matchAll(/name="match"/g)]).toHaveLength(2);
  expect(page).toContain("the donation from “Ramesh Kumar”");
  expect(page).toContain("the donation from “Sita Devi”");
  expect(page).toContain("same UTR or cheque number");
  expect(page).toContain("CASH DEPOSIT SELF");
  // The same statement again adds nothing twice.
  expect(await messageAfter(await upload("sbi.csv", SBI_CSV, "text/csv"))).toBe("Read 3 credits from the statement: 0 new.");
});

test("an HDFC statement in Excel matches a transfer by amount and a date within three days", async () => {
  expect(await messageAfter(await upload("hdfc.xlsx", await hdfcWorkbook(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))).toBe(
    "Read one credit from the statement: 1 new.",
  );
  const page = await read("/login-home/donations/statement");
  expect(page).toContain("the donation from “Gita Yadav”");
  expect(page).toContain("same amount, date within three days");
});

test("the owner confirms the matches in one post: each donation is numbered as if verified by hand", async () => {
  const page = await read("/login-home/donations/statement");
  const values = [...page.matchAll(/name="match"[^>]*value="([^"]+)"/g)].map((match) => match[1] ?? "");
  expect(values).toHaveLength(3);
  const form = new URLSearchParams();
  for (const value of values) form.append("match", value);
  const confirm = () =>
    fetch(`${site.baseURL}/login-home/donations/statement`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
  expect(await messageAfter(await confirm())).toBe("3 donations were verified and their receipts numbered.");
  const register = await read("/login-home/donations?status=verified");
  expect(register).toContain("Showing 1 to 3 of 3 donations.");
  const donation = /href="(\/login-home\/donations\/(?!new"|statement")[a-z0-9]+)"/.exec(register)?.[1] ?? "";
  expect(await read(donation)).toContain('data-event="matched"');
  // Confirming the same matches again verifies nothing twice.
  expect(await messageAfter(await confirm())).toBe("0 donations were verified and their receipts numbered.");
});

test("a credit with no donation is recorded from its own link, the form filled in from the statement", async () => {
  const page = await read("/login-home/donations/statement");
  const link = /href="(\/login-home\/donations\/new\?credit=[a-z0-9]+)"/.exec(page)?.[1] ?? "";
  expect(link).not.toBe("");
  const form = await read(link);
  expect(form).toMatch(/<input id="amount"[^>]*value="999"/);
  expect(form).toMatch(/<option value="bank" selected="">/);
  const credit = /name="credit"[^>]*value="([a-z0-9]+)"/.exec(form)?.[1] ?? "";
  expect(credit).not.toBe("");
  const recorded = await post(
    "/login-home/donations/new",
    declared({ name: "Kamla Devi", idNumber: "FGHIJ5678K", amount: "999", date: day(0), mode: "bank", reference: "", credit }),
  );
  expect(recorded.status).toBe(302);
  expect(await read("/login-home/donations/statement")).toContain("Every credit imported has its donation.");
});

test("a bank the site does not know: the owner names its columns once, and the next statement is read by them", async () => {
  const unknown = (amount: string) => ["Sl,When,What,In,Out", `1,${hdfcDate(day(0))},DEPOSIT BY RAM LAL,${amount},`].join("\n");
  const asked = await upload("bank.csv", unknown("450"), "text/csv");
  expect(asked.status).toBe(200);
  const form = await asked.text();
  expect(form).toContain("data-name-columns");
  expect(form).toContain('<option value="1">When</option>');
  expect(await messageAfter(await upload("bank.csv", unknown("450"), "text/csv", { date: "1", narration: "2", reference: "", credit: "3" }))).toBe(
    "Read one credit from the statement: 1 new.",
  );
  expect(await messageAfter(await upload("bank.csv", unknown("451"), "text/csv"))).toBe("Read one credit from the statement: 1 new.");
  // A file that is no statement is refused with a sentence, and changes nothing.
  const refused = await upload("photo.csv", Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01]), "text/csv");
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("could not be read as a CSV or Excel statement");
});

test("one amount column for money in and out: only the lines marked Cr are credits, by a known header or by the columns the owner names", async () => {
  const known = ["Tran Date,Particulars,Chq No,Amount,Dr/Cr,Balance", `${hdfcDate(day(0))},BY CLEARING-KAMLESH,,"1,234.00",CR,"11,234.00"`];
  const outgoing = `${hdfcDate(day(0))},ATM WDL GHAZIPUR,,"1,234.00",DR,"10,000.00"`;
  expect(await messageAfter(await upload("axis.csv", [...known, outgoing].join("\n"), "text/csv"))).toBe("Read one credit from the statement: 1 new.");

  const unknown = (who: string) =>
    ["Sl,On,Details,Rs,Way", `1,${hdfcDate(day(0))},${who},610,Cr`, `2,${hdfcDate(day(0))},CHEQUE PAID TO VENDOR,610,Dr`].join("\n");
  const asked = await upload("gramin.csv", unknown("DEPOSIT BY BHOLA"), "text/csv");
  expect(asked.status).toBe(200);
  expect(await asked.text()).toContain("Dr/Cr mark (if one amount column holds money in and out)");
  const named = { date: "1", narration: "2", reference: "", credit: "3", mark: "4" };
  expect(await messageAfter(await upload("gramin.csv", unknown("DEPOSIT BY BHOLA"), "text/csv", named))).toBe("Read one credit from the statement: 1 new.");
  expect(await messageAfter(await upload("gramin.csv", unknown("DEPOSIT BY CHHOTU"), "text/csv"))).toBe("Read one credit from the statement: 1 new.");
  const page = await read("/login-home/donations/statement");
  for (const incoming of ["BY CLEARING-KAMLESH", "DEPOSIT BY BHOLA", "DEPOSIT BY CHHOTU"]) expect(page).toContain(incoming);
  for (const outgoing of ["ATM WDL GHAZIPUR", "CHEQUE PAID TO VENDOR"]) expect(page).not.toContain(outgoing);
});

test("a credit that is not a donation is set aside: out of the list and of the matches, kept when imported again, and put back", async () => {
  const interest = [
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    `${sbiDate(day(0))},${sbiDate(day(0))},CREDIT INTEREST Q2,,,"1,847.00","1,20,000.00"`,
  ].join("\n");
  expect(await messageAfter(await upload("interest.csv", interest, "text/csv"))).toBe("Read one credit from the statement: 1 new.");
  const listed = await creditsListed();
  const id = /CREDIT INTEREST Q2[\s\S]*?name="_id" value="([a-z0-9]+)"/.exec(listed ?? "")?.[1] ?? "";
  expect(id).not.toBe("");
  const setAside = await post("/login-home/donations/statement", { intent: "setAside", _id: id });
  expect(await messageAfter(setAside)).toBe("The credit was set aside as not a donation. It is kept: you can put it back from the credits set aside.");
  expect(await creditsListed()).not.toContain("CREDIT INTEREST Q2");
  expect(await read("/login-home/donations/statement")).toContain("Credits set aside as not donations: 1");
  expect(await read("/login-home/donations/statement/set-aside")).toContain("CREDIT INTEREST Q2");
  // A donation of the same amount on the same day is not matched to money the owner said is no donation.
  expect((await declare(declared({ name: "Hari Prasad", idNumber: "HIJKL2468M", amount: "1847", date: day(0), mode: "bank", reference: "" }))).status).toBe(
    303,
  );
  expect(await read("/login-home/donations/statement")).not.toContain("the donation from “Hari Prasad”");
  expect(await messageAfter(await upload("interest.csv", interest, "text/csv"))).toBe("Read one credit from the statement: 0 new.");
  expect(await creditsListed()).not.toContain("CREDIT INTEREST Q2");

  const putBack = await post("/login-home/donations/statement/set-aside", { intent: "putBack", _id: id });
  expect(await messageAfter(putBack)).toBe("The credit is back among those with no donation in the register.");
  expect(await read("/login-home/donations/statement/set-aside")).toContain("No credit is set aside.");
  const page = await read("/login-home/donations/statement");
  expect(page).toContain("the donation from “Hari Prasad”");
  // A credit no longer waiting (or never there) is said so, and nothing changes.
  expect(await messageAfter(await post("/login-home/donations/statement", { intent: "setAside", _id: "no-such-credit" }))).toBe(
    "That credit is not among those with no donation: it has its donation already.",
  );
  const match = /name="match"[^>]*value="([^"]+)"/.exec(page)?.[1] ?? "";
  expect(await messageAfter(await post("/login-home/donations/statement", { match }))).toBe("One donation was verified and its receipt numbered.");
});

test("a line with money in whose day the site cannot read is shown to the owner, not lost without a word", async () => {
  const statement = [
    HDFC_HEADER.join(","),
    `${hdfcDate(day(0))},NEFT CR-SAVITRI,,${hdfcDate(day(0))},,"1,300.00","51,300.00"`,
    `24th Nov,BY CASH-RAMU,,,,"1,100.00","52,400.00"`,
    `Total,,,,,"2,400.00",`,
  ].join("\n");
  expect(await messageAfter(await upload("hdfc.csv", statement, "text/csv"))).toBe(
    "Read one credit from the statement: 1 new. One line with money in was left out, as the site could not read its day: “24th Nov, BY CASH-RAMU, ₹1,100”. If it is a donation, record it by hand.",
  );
});

test("an old Excel statement is read, 97-2003 (.xls) or 2003 XML: its days as date cells and as text, its credits only", async () => {
  // Written by xlwt, another program than the reader the site uses, in the shape of SBI's download.
  const statement = keptStatement("old-excel-statement.xls");
  expect(await messageAfter(await upload("AccountStatement.xls", statement, "application/vnd.ms-excel"))).toBe("Read 2 credits from the statement: 2 new.");
  const credits = await creditsListed();
  expect(credits).toMatch(/2 April 2026[\s\S]{0,400}BY TRANSFER-UPI\/CR\/612345678901\/RAMESH KUMAR/);
  expect(credits).toMatch(/5 April 2026[\s\S]{0,400}BY TRANSFER-NEFT\*HDFC0000123\*N095260012345\*SITA DEVI/);
  expect(credits).not.toContain("ELECTRICITY BILL");
  expect(await messageAfter(await upload("AccountStatement.xls", statement, "application/vnd.ms-excel"))).toBe("Read 2 credits from the statement: 0 new.");

  // Some banks' "Excel" is Excel 2003's XML workbook: read by the same reader.
  const xml = await oldExcelOf(
    [["Statement of account"], HDFC_HEADER, [new Date("2026-04-07T00:00:00Z"), "NEFT CR-KAMLA DEVI", "", "07/04/26", "", 1100, 60100]],
    {
      xml: true,
    },
  );
  expect(xml.subarray(0, 5).toString()).toBe("<?xml");
  expect(await messageAfter(await upload("Statement.xls", xml, "application/vnd.ms-excel"))).toBe("Read one credit from the statement: 1 new.");
  expect(await creditsListed()).toMatch(/7 April 2026[\s\S]{0,400}NEFT CR-KAMLA DEVI/);

  const refused = await upload("statement.xls", BROKEN_OLD_EXCEL, "application/vnd.ms-excel");
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain(UNREADABLE);
  expect((await fetch(`${site.baseURL}/healthcheck`)).status).toBe(200);
});

test("the same statement imported three times at the same moment keeps each line once", async () => {
  const lines = Array.from({ length: 5000 }, (_, line) => `${hdfcDate(day(-1))},NEFT CR-DONOR ${line},${2000 + line}`);
  const statement = ["When,What,In", ...lines].join("\n");
  const named = { date: "0", narration: "1", credit: "2" };
  const answers = await Promise.all([1, 2, 3].map(() => upload("thrice.csv", statement, "text/csv", named).then(messageAfter)));
  const added = answers.map((answer) => Number(/^Read 5000 credits from the statement: (\d+) new\.$/.exec(answer)?.[1] ?? NaN));
  expect(added.reduce((sum, count) => sum + count, 0)).toBe(5000);
  expect(await messageAfter(await upload("thrice.csv", statement, "text/csv", named))).toBe("Read 5000 credits from the statement: 0 new.");
});

test("a bank's \"Excel\" that is no workbook is read too: tab-parted text, in UTF-16 as well, and a web page's table", async () => {
  const sbiRows = (narration: string, amount: string) => [
    "Account Name\t:\tGRAMIN JYOTI TRUST",
    "",
    "Txn Date\tValue Date\tDescription\tRef No./Cheque No.\tDebit\tCredit\tBalance",
    `${sbiDate(day(0))}\t${sbiDate(day(0))}\t${narration}\t\t\t${amount}\t"2,00,000.00"`,
    `${sbiDate(day(0))}\t${sbiDate(day(0))}\tATM WDL, GHAZIPUR\t\t"1,000.00"\t\t"1,99,000.00"`,
  ];
  const tabs = Buffer.from(sbiRows("BY TRANSFER-NEFT-ASHA DEVI", "1,00,000.00").join("\r\n"));
  expect(await messageAfter(await upload("AccountStatement.xls", tabs, "application/vnd.ms-excel"))).toBe("Read one credit from the statement: 1 new.");
  const unicodeText = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(sbiRows("BY CASH-SUNITA", "2,500.00").join("\r\n"), "utf16le")]);
  expect(await messageAfter(await upload("statement.txt", unicodeText, "text/plain"))).toBe("Read one credit from the statement: 1 new.");
  const cells = (tag: string, row: (string | number)[]) => `<tr>${row.map((cell) => `<${tag}>${cell}</${tag}>`).join("")}</tr>`;
  const webPage = [
    "<html><head><title>Statement</title></head><body><table>",
    cells("th", ["Date", "Narration", "Chq./Ref.No.", "Value Dt", "Withdrawal Amt.", "Deposit Amt.", "Closing Balance"]),
    cells("td", [hdfcDate(day(0)), "NEFT CR-RAM &amp; SONS\n  GHAZIPUR", "", hdfcDate(day(0)), "", "3,100.00", "53,100.00"]),
    "</table></body></html>",
  ].join("\n");
  expect(await messageAfter(await upload("Acct_Statement.xls", webPage, "application/vnd.ms-excel"))).toBe("Read one credit from the statement: 1 new.");
  const page = await read("/login-home/donations/statement");
  for (const narration of ["BY TRANSFER-NEFT-ASHA DEVI", "BY CASH-SUNITA", "NEFT CR-RAM &amp; SONS GHAZIPUR"]) expect(page).toContain(narration);
  expect(page).toContain('accept=".csv,.xlsx,.xls,.txt,');
});

test.describe("a statement made to take the site down is refused in words, or read only as far as a statement goes", () => {
  const healthy = async () => (await fetch(`${site.baseURL}/healthcheck`)).status;

  test("an Excel file of a few hundred KB that opens into 400 MB is refused, and nothing is kept", async () => {
    const bomb = await excelOpeningInto(await hdfcWorkbook(), INLINE_ROW.repeat(5000), 1000);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = await creditsListed();
    const refused = await upload("statement.xlsx", bomb, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(TOO_LARGE);
    expect(await healthy()).toBe(200);
    expect(await creditsListed()).toBe(before);
  });

  test("an Excel file whose 400 MB entry only the zip's directory names, hidden inside another entry, is refused too", async () => {
    const hiding = await excelHidingAnEntry(await hdfcWorkbook(), INLINE_ROW.repeat(5000), 1000);
    expect(hiding.length).toBeLessThan(2 * 1024 * 1024);
    const refused = await upload("statement.xlsx", hiding, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(TOO_LARGE);
    expect(await healthy()).toBe(200);
  });

  test("rows that claim a cell in Excel's last column are read as the statement they are", async () => {
    const deposit = [hdfcDate(day(0)), "CASH DEPOSIT BY HARI PRASAD", "", hdfcDate(day(0)), "", 460, 51160];
    const withdrawals = Array.from({ length: 19_000 }, (_, line) => [hdfcDate(day(0)), `ATM WDL ${line}`, "", hdfcDate(day(0)), 10, "", 51150]);
    const statement = await workbookOf([HDFC_HEADER, deposit, ...withdrawals], { lastColumn: true });
    expect(await messageAfter(await upload("wide.xlsx", statement, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))).toBe(
      "Read one credit from the statement: 1 new.",
    );
    expect(await read("/login-home/donations/statement")).toContain("CASH DEPOSIT BY HARI PRASAD");
  });

  // Two files of 6 KB, found by changing a few bytes of old-excel-statement.xls at random: SheetJS
  // reads the first in a loop that never ends, and fills all the memory it is given with the
  // second. Read in the site's own process, either would take the site down.
  for (const [crafted, does] of [
    ["crafted-to-loop.xls", "loops for ever"],
    ["crafted-to-fill-memory.xls", "fills any memory it is given"],
  ] as const) {
    test(`an old Excel file crafted so that its reader ${does} is refused as unreadable, and the site answers meanwhile`, async () => {
      const bytes = keptStatement(crafted);
      const before = await creditsListed();
      const answer = upload(crafted, bytes, "application/vnd.ms-excel");
      const health = await fetch(`${site.baseURL}/healthcheck`, { signal: AbortSignal.timeout(2000) });
      expect(health.status).toBe(200);
      const refused = await answer;
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(UNREADABLE);
      expect(await healthy()).toBe(200);
      expect(await creditsListed()).toBe(before);
    });
  }

  test("a site stopped while it reads an old Excel file that loops leaves no reader running", async () => {
    const own = await siteReadingALoop();
    try {
      await own.stop();
      expect(readersOf(own.dataDir)).toEqual([]);
    } finally {
      await stopAll(own);
    }
  });

  test("a site killed outright while it reads an old Excel file that loops leaves no reader running for long", async () => {
    // Killed, a site runs no code at all: the reader's CPU limit is the kernel's to keep.
    test.setTimeout(120_000);
    const own = await siteReadingALoop();
    try {
      await own.kill();
      await expect.poll(() => readersOf(own.dataDir), { timeout: 90_000, intervals: [1000] }).toEqual([]);
    } finally {
      await stopAll(own);
    }
  });

  test("an old Excel statement of more than 20,000 rows is refused whole too", async () => {
    const withdrawals = Array.from({ length: 20_001 }, (_, line) => [hdfcDate(day(0)), `ATM WDL ${line}`, "", hdfcDate(day(0)), 10, "", 51150]);
    const statement = await oldExcelOf([HDFC_HEADER, ...withdrawals]);
    const before = await creditsListed();
    const refused = await upload("years.xls", statement, "application/vnd.ms-excel");
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(TOO_LARGE);
    expect(await creditsListed()).toBe(before);
  });

  test("a statement of more than 20,000 rows is refused whole, not cut short, and nothing of it is kept", async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, line) => `${hdfcDate(day(0))},DEPOSIT BY VILLAGER ${line},${line + 1}`);
    const before = await creditsListed();
    const refused = await upload("years.csv", ["When,What,In", ...lines(20_000)].join("\n"), "text/csv", { date: "0", narration: "1", credit: "2" });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(TOO_LARGE);
    expect(await creditsListed()).toBe(before);
    // The blank lines a bank's file ends with are no rows of it.
    const year = ["When,What,In", ...lines(19_999), "", ",,", ""].join("\n");
    expect(await messageAfter(await upload("year.csv", year, "text/csv", { date: "0", narration: "1", credit: "2" }))).toBe(
      "Read 19999 credits from the statement: 19999 new.",
    );
  });

  test("a CSV line of five million cells is not a statement's: refused as unreadable", async () => {
    const refused = await upload("commas.csv", `Date,Narration,Credit\n${",".repeat(5_000_000)}\n`, "text/csv");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("could not be read as a CSV or Excel statement");
    expect(await healthy()).toBe(200);
  });
});

test.describe("on a phone with JavaScript", () => {
  test.use(PHONE);
  // The owner's browser, logged in.
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies(
      cookie.split("; ").map((pair) => {
        const [name = "", value = ""] = pair.split("=");
        return { name, value, url: site.baseURL };
      }),
    );
  });

  test("a statement sent on a dropped signal keeps its file and is read once when sent again; a new bank's columns are named on the page", async ({ page }) => {
    await page.goto(`${site.baseURL}/login-home/donations/statement`);
    const file = page.getByLabel(/^The statement/);
    const send = page.getByRole("button", { name: "Import" });
    // A year of a small trust's account, as a real export is: 2,000 lines, all but one money going out.
    const year = Array.from({ length: 2000 }, (_, line) => `${line + 2},${hdfcDate(day(-(line % 300)))},ATM WDL GHAZIPUR BRANCH CASH ${line},,${line + 100}`);
    const statement = Buffer.from(["Sl,When,What,In,Out", `1,${hdfcDate(day(0))},DEPOSIT BY SHYAM LAL,452,`, ...year].join("\n"));
    expect(statement.length).toBeGreaterThan(80 * 1024);
    await file.setInputFiles({ name: "bank.csv", mimeType: "text/csv", buffer: statement });
    await signalOnPosts(page, "/login-home/donations/statement", ["dropped", "slow"]);
    await send.click();
    await expect(page.getByRole("alert").filter({ hasText: "The connection dropped" })).toBeInViewport();
    await send.click();
    await expect(page.getByRole("button", { name: "Reading…" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("Read one credit from the statement: 1 new.");
    await expect(page.locator("[data-unmatched] li").filter({ hasText: "DEPOSIT BY SHYAM LAL" })).toHaveCount(1);

    // A bank whose columns the site does not know yet: the columns are asked for on the same form, the file still chosen.
    await file.setInputFiles({
      name: "other.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["Day,Particulars,Deposit", `${hdfcDate(day(0))},DEPOSIT BY MOHAN,453`].join("\n")),
    });
    await send.click();
    const columns = page.locator("[data-name-columns]");
    await expect(columns).toBeInViewport();
    await columns.getByLabel("Date", { exact: true }).selectOption({ label: "Day" });
    await columns.getByLabel(/^Narration/).selectOption({ label: "Particulars" });
    await columns.getByLabel(/^Credit/).selectOption({ label: "Deposit" });
    await send.click();
    await expect(page.getByRole("status")).toHaveText("Read one credit from the statement: 1 new.");
    await expect(page.locator("[data-unmatched] li").filter({ hasText: "DEPOSIT BY MOHAN" })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test("on a 200 kbps upstream, a bank's .xls is read, a web page's or an old workbook, and one too long or broken is refused in sight", async ({ page }) => {
    await page.goto(`${site.baseURL}/login-home/donations/statement`);
    await villageSignal(await throttleOf(page), { upKbps: 200, downKbps: 1000 });
    const file = page.getByLabel(/^The statement/);
    const send = page.getByRole("button", { name: "Import" });
    const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`;
    const webPage = `<table>${row(HDFC_HEADER)}${row([hdfcDate(day(0)), "NEFT CR-PHOOLMATI", "", hdfcDate(day(0)), "", "2,100.00", "52,100.00"])}</table>`;
    await file.setInputFiles({ name: "Statement.xls", mimeType: "application/vnd.ms-excel", buffer: Buffer.from(webPage) });
    await send.click();
    await expect(page.getByRole("status")).toHaveText("Read one credit from the statement: 1 new.");
    await expect(page.locator("[data-unmatched] li").filter({ hasText: "NEFT CR-PHOOLMATI" })).toHaveCount(1);
    const credit = [new Date(`${day(0)}T00:00:00Z`), "NEFT CR-BHAGWATI", "", hdfcDate(day(0)), "", 3100, 55200];
    await file.setInputFiles({
      name: "Statement.xls",
      mimeType: "application/vnd.ms-excel",
      buffer: await oldExcelOf([["HDFC BANK Ltd."], HDFC_HEADER, credit]),
    });
    await send.click();
    await expect(page.getByRole("status")).toHaveText("Read one credit from the statement: 1 new.");
    await expect(page.locator("[data-unmatched] li").filter({ hasText: "NEFT CR-BHAGWATI" })).toHaveCount(1);

    // Two years of a busy account: some 900 KB to send, refused whole once it has arrived.
    const years = Array.from({ length: 20_001 }, (_, line) => `${hdfcDate(day(0))},ATM WDL ${line},,10,,51150`);
    await file.setInputFiles({ name: "years.csv", mimeType: "text/csv", buffer: Buffer.from([HDFC_HEADER.join(","), ...years].join("\n")) });
    await send.click();
    await expect(page.getByRole("alert")).toHaveText(TOO_LARGE, { timeout: 60_000 });
    await expect(page.getByRole("alert")).toBeInViewport();

    await file.setInputFiles({ name: "statement.xls", mimeType: "application/vnd.ms-excel", buffer: BROKEN_OLD_EXCEL });
    await send.click();
    await expect(page.getByRole("alert")).toHaveText(UNREADABLE);
    await expectNoAxeViolations(page);
  });
  test("in Hindi, on a 200 kbps upstream, a small trust's year as an old Excel statement is read and said in Hindi", async ({ page }) => {
    // SBI's shape: the account's details, then some 600 lines back from today, days as date cells.
    const lines = Array.from({ length: 600 }, (_, line) => {
      const on = new Date(`${day(-Math.floor(line / 3))}T00:00:00Z`);
      const credit = line % 2 === 0;
      const narration = credit ? `BY TRANSFER-UPI/CR/${612345600000 + line}/VILLAGE DONOR ${line}/SBIN/donor${line}@ybl/Donation` : `ATM WDL ${line} GHAZIPUR`;
      return [on, on, narration, `TRANSFER FROM ${612345600000 + line}`, credit ? "" : 500, credit ? 101 + line : "", 100_000 + line];
    });
    const year = await oldExcelOf([
      ["Account Name", ":", "GRAMIN JYOTI TRUST"],
      [],
      ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
      ...lines,
    ]);
    expect(year.length).toBeGreaterThan(100 * 1024);
    expect((await post("/login-home/language", { language: "hi" })).status).toBe(302);
    try {
      await page.goto(`${site.baseURL}/login-home/donations/statement`);
      await villageSignal(await throttleOf(page), { upKbps: 200, downKbps: 1000 });
      await page.getByLabel(/^स्टेटमेंट/).setInputFiles({ name: "AccountStatement.xls", mimeType: "application/vnd.ms-excel", buffer: year });
      await page.getByRole("button", { name: "डालें" }).click();
      await expect(page.getByRole("status")).toHaveText("स्टेटमेंट से 300 जमा रकमें पढ़ी गईं: 300 नई।", { timeout: 30_000 });
      await expect(page.locator("[data-unmatched] li").filter({ hasText: "VILLAGE DONOR 0/" })).toHaveCount(1);
      expect(await englishWordsInHindi(page)).toEqual([]);
      await expectNoAxeViolations(page);
    } finally {
      await post("/login-home/language", { language: "en" });
    }
  });

  test("in Hindi the page shows no English but the bank's own words and the donor's name, each marked as such", async ({ page }) => {
    const donation = declared({ name: "Sunita Devi", idNumber: "KLMNO2468P", amount: "777", date: day(0), mode: "bank", reference: "" });
    expect((await declare(donation)).status).toBe(303);
    expect((await post("/login-home/language", { language: "hi" })).status).toBe(302);
    try {
      await page.goto(`${site.baseURL}/login-home/donations/statement`);
      const statement = ["Txn Day,Particulars,Money,Dr/Cr", `${hdfcDate(day(0))},Deposit by Sunita,777,Cr`, "24th Nov,Cash by Ramu,1100,Cr"].join("\n");
      await page.getByLabel(/^स्टेटमेंट/).setInputFiles({ name: "gramin.csv", mimeType: "text/csv", buffer: Buffer.from(statement) });
      await page.getByRole("button", { name: "डालें" }).click();
      const columns = page.locator("[data-name-columns]");
      await expect(columns).toBeInViewport();
      expect(await englishWordsInHindi(page)).toEqual([]);
      await columns.getByLabel("तारीख़", { exact: true }).selectOption({ label: "Txn Day" });
      await columns.getByLabel("विवरण", { exact: true }).selectOption({ label: "Particulars" });
      await columns.getByLabel(/^जमा/).selectOption({ label: "Money" });
      await columns.getByLabel(/^नामे\/जमा/).selectOption({ label: "Dr/Cr" });
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "डालें" }).click();
      await expect(page.getByRole("status")).toContainText("स्टेटमेंट से एक जमा रकम पढ़ी गई: 1 नई। आई रकम की एक पंक्ति छोड़ दी गई");
      await expect(page.locator("[data-matches] li").filter({ hasText: "Sunita Devi" })).toHaveCount(1);
      expect(await englishWordsInHindi(page)).toEqual([]);
      await expectNoAxeViolations(page);
    } finally {
      await post("/login-home/language", { language: "en" });
    }
  });
});

test("a donation declared for a day two months back is matched, though the statement holds 600 newer credits", async () => {
  const donation = declared({ name: "Lakshmi Devi", idNumber: "UVWXY1357Z", amount: "4321", date: day(-60), mode: "upi", reference: "612345678901" });
  expect((await declare(donation)).status).toBe(303);
  const newer = Array.from(
    { length: 600 },
    (_, line) => `${sbiDate(day(-1))},${sbiDate(day(-1))},BY TRANSFER-NEFT-VILLAGE FUND ${line},,,${200 + line}.00,"2,00,000.00"`,
  );
  const statement = [
    "Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance",
    ...newer,
    `${sbiDate(day(-60))},${sbiDate(day(-60))},BY TRANSFER-UPI/CR/612345678901/LAKSHMI DEVI/SBIN,,,"4,321.00","1,00,000.00"`,
  ].join("\n");
  expect(await messageAfter(await upload("two-months.csv", statement, "text/csv"))).toBe("Read 601 credits from the statement: 601 new.");
  const page = await read("/login-home/donations/statement");
  const match = /name="match"[^>]*value="([^"]+)"[^<]*>[\s\S]{0,400}?the donation from “Lakshmi Devi”/.exec(page)?.[1] ?? "";
  expect(match).not.toBe("");
  expect(await messageAfter(await post("/login-home/donations/statement", { match }))).toBe("One donation was verified and its receipt numbered.");
});

/** The old Excel readers reading a file of the site kept in `dataDir`. */
function readersOf(dataDir: string): string[] {
  return fs.readdirSync("/proc").filter((pid) => {
    try {
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
      return command.includes("old-excel-statement.mjs") && command.includes(dataDir);
    } catch {
      return false;
    }
  });
}

/** A site of its own, reading the old Excel file crafted to loop. */
async function siteReadingALoop(): Promise<RunningSite> {
  const own = await startSite({ demoContent: false });
  const form = new FormData();
  form.append("statement", new Blob([keptStatement("crafted-to-loop.xls")]), "loop.xls");
  fetch(`${own.baseURL}/login-home/donations/statement`, { method: "POST", headers: { Cookie: await ownerCookie(own.baseURL) }, body: form }).catch(() => {});
  await expect.poll(() => readersOf(own.dataDir).length).toBe(1);
  return own;
}

async function stopAll(own: RunningSite) {
  for (const pid of readersOf(own.dataDir)) process.kill(Number(pid), "SIGKILL");
  await own.stop();
}
