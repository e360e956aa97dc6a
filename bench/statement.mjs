// @ts-check
// npm run bench:statement: what reading a bank statement costs the site, and what the statements
// made to take it down cost it: a year of a busy account (20,000 rows, the most read) as Excel
// and as CSV and as an old Excel (.xls) of 5 MB, an Excel file that opens into 400 MB, rows that
// claim Excel's last column, a web page of 5 MB of table cells, a CSV line of five million cells,
// and the two .xls files crafted to make their reader loop and fill its memory. Prints, for each:
// its size, the answer, the time it took and how far the server's memory (RSS, with the .xls
// reader's process while it runs) rose above where it stood, against the target. Loopback only.
import fs from "node:fs";
import { ownerCookie, startSite } from "../tests/support/site.mjs";
import { excelOpeningInto, HDFC_HEADER, INLINE_ROW, keptStatement, oldExcelOf, workbookOf } from "../tests/support/statements.mjs";

const targets = { riseMb: 400 };
const EXCEL = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** @param {number} line */
const yearLine = (line) => {
  const day = `${String(1 + (line % 28)).padStart(2, "0")}/${String(1 + (line % 12)).padStart(2, "0")}/26`;
  const reference = `N3262612${String(line).padStart(8, "0")}`;
  return [day, `NEFT CR-SBIN0001234-DONOR ${line}-${reference}`, reference, day, "", 100 + (line % 900), 50_000 + line];
};
const year = Array.from({ length: 19_999 }, (_, line) => yearLine(line));

/** @type {{ name: string; file: string; type: string; bytes: () => Promise<Buffer> }[]} */
const statements = [
  { name: "a year, 20,000 rows, Excel", file: "year.xlsx", type: EXCEL, bytes: () => workbookOf([HDFC_HEADER, ...year]) },
  {
    name: "a year, 20,000 rows, CSV",
    file: "year.csv",
    type: "text/csv",
    bytes: async () => Buffer.from([HDFC_HEADER, ...year].map((row) => row.join(",")).join("\n")),
  },
  {
    name: "a year, 20,000 rows, old Excel (.xls)",
    file: "year.xls",
    type: "application/vnd.ms-excel",
    bytes: () => oldExcelOf([HDFC_HEADER, ...year]),
  },
  ...["crafted-to-loop.xls", "crafted-to-fill-memory.xls"].map((file) => ({
    name: `.xls ${file.slice(0, -4)}`,
    file,
    type: "application/vnd.ms-excel",
    bytes: async () => keptStatement(file),
  })),
  {
    name: "Excel opening into 400 MB",
    file: "bomb.xlsx",
    type: EXCEL,
    bytes: async () => excelOpeningInto(await workbookOf([HDFC_HEADER]), INLINE_ROW.repeat(5000), 1000),
  },
  {
    name: "20,000 rows in Excel's last column",
    file: "wide.xlsx",
    type: EXCEL,
    bytes: () => workbookOf([HDFC_HEADER, ...year.map((row) => row.with(5, ""))], { lastColumn: true }),
  },
  {
    name: "a web page of 5 MB of table cells",
    file: "page.xls",
    type: "application/vnd.ms-excel",
    bytes: async () => Buffer.from(`<table>${"<tr><td>1".repeat(550_000)}`),
  },
  {
    name: "a CSV line of 5 million cells",
    file: "commas.csv",
    type: "text/csv",
    bytes: async () => Buffer.from(`Date,Narration,Credit\n${",".repeat(5_000_000)}\n`),
  },
];

/** @param {number} pid */
const ownRssMb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // a process that ended as it was read
  }
};
/** @param {number} pid */
const parentOf = (pid) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]);
  } catch {
    return 0;
  }
};
/** The site's memory with its child processes' (the .xls reader, while it runs). @param {number} pid */
const rssMb = (pid) =>
  fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name) && parentOf(Number(name)) === pid)
    .reduce((sum, child) => sum + ownRssMb(Number(child)), ownRssMb(pid));

const site = await startSite({ demoContent: false });
try {
  const cookie = await ownerCookie(site.baseURL);
  console.log(`statement                              KB     answer   seconds   RSS rise MB (target ≤ ${targets.riseMb})`);
  let within = true;
  for (const statement of statements) {
    const bytes = await statement.bytes();
    const before = rssMb(site.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 25);
    const form = new FormData();
    form.append("statement", new Blob([new Uint8Array(bytes)], { type: statement.type }), statement.file);
    const started = performance.now();
    const answer = await fetch(`${site.baseURL}/login-home/donations/statement`, {
      method: "POST",
      headers: { Cookie: cookie },
      body: form,
      redirect: "manual",
    });
    await answer.arrayBuffer();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rise = Math.max(peak, rssMb(site.pid)) - before;
    within &&= rise <= targets.riseMb;
    console.log(
      `${statement.name.padEnd(38)} ${String(Math.round(bytes.length / 1024)).padStart(5)}   ${String(answer.status).padStart(6)}   ${seconds.toFixed(1).padStart(7)}   ${rise.toFixed(0).padStart(5)}`,
    );
  }
  console.log(within ? "every statement within the memory target" : "OVER the memory target");
} finally {
  await site.stop();
}
