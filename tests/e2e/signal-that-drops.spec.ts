import crypto from "node:crypto";
import type { CDPSession, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../support/fixtures";
import { pdfOf } from "../support/photos";
import { PHONE } from "../support/afternoon";
import { throttleOf, villageSignal } from "../support/signal";

// The owner's real path on a signal that comes and goes: a phone with JavaScript on, an annual
// report of several megabytes. The file goes ahead of its form in pieces, which the site keeps
// as they arrive; after a drop the upload goes on from what arrived, by itself or from her "Try
// again", never from its first byte.
test.use({ ...PHONE, demoContent: false, siteOf: "a signal that drops" });

const MB = 1024 * 1024;

/** Where each piece of a file sent ahead began, in the order the pieces were sent. */
function pieceStarts(page: Page): number[] {
  const starts: number[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "POST" && /^\/login-home\/incoming\/[a-f0-9]{32}$/.test(url.pathname)) starts.push(Number(url.searchParams.get("from")));
  });
  return starts;
}

async function signalGone(cdp: CDPSession) {
  await cdp.send("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
}

const sha = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

test("in Hindi, an annual report sent while the signal drops twice goes on from what arrived, and is saved whole", async ({ ownerPage: page }) => {
  test.setTimeout(180_000);
  await page.request.post("/login-home/language", { form: { language: "hi" } });
  const cdp = await throttleOf(page);
  const report = pdfOf(6 * MB);
  const starts = pieceStarts(page);
  await page.goto("/login-home/documents/new");
  await page.getByLabel("किस तरह का").selectOption("report");
  await page.locator("#titleHi").fill("वार्षिक रिपोर्ट");
  await page.locator("#year").fill("2025-26");
  await page.locator("#document").setInputFiles({ name: "varshik-report-2025-26.pdf", mimeType: "application/pdf", buffer: report });
  await villageSignal(cdp, { upKbps: 1600, downKbps: 1600 });
  await page.getByRole("button", { name: "दस्तावेज़ जोड़ें" }).click();
  const state = page.locator("[data-upload-state]");

  // A short drop: the phone tries again by itself.
  await expect(state).toContainText(/भेजा जा रहा है… (2\d|3\d)%/, { timeout: 60_000 });
  await signalGone(cdp);
  await expect(state).toContainText("कनेक्शन टूट गया।", { timeout: 20_000 });
  await villageSignal(cdp, { upKbps: 1600, downKbps: 1600 });
  await expect(state).toContainText(/भेजा जा रहा है… ([6-9]\d)%/, { timeout: 60_000 });

  // A long one: after three tries it is her turn, and her tap goes on from what arrived.
  await signalGone(cdp);
  const dropped = page.locator("[data-upload-dropped]");
  await expect(dropped).toContainText("कुछ खोया नहीं है", { timeout: 40_000 });
  await expectNoAxeViolations(page);
  await villageSignal(cdp, { upKbps: 1600, downKbps: 1600 });
  await dropped.getByRole("button", { name: "फिर कोशिश करें" }).click();
  await expect(page.getByText("दस्तावेज़ जुड़ गया।")).toBeVisible({ timeout: 60_000 });

  // Never from the first byte again: every piece began where the one before it left off or later.
  // Both drops cut a piece on its way, and each was sent again from where the site had got to.
  expect(starts[0]).toBe(0);
  expect(starts.filter((start) => start === 0)).toHaveLength(1);
  expect(starts).toEqual([...starts].sort((a, b) => a - b));
  expect(starts.length - new Set(starts).size).toBeGreaterThanOrEqual(2);
  const published = await (await page.request.get("/annual-report")).text();
  const href = /href="(\/uploads\/[a-f0-9]{24}\.pdf)"/.exec(published)?.[1] ?? "";
  expect(sha(await (await page.request.get(href)).body())).toBe(sha(report));
  expect(published.match(/\/uploads\/[a-f0-9]{24}\.pdf/g) ?? []).toHaveLength(1);
  await page.request.post("/login-home/language", { form: { language: "en" } });
});

test("a report refused for the year it lacks is not sent again: her second save sends the year, and the file stays as it arrived", async ({
  ownerPage: page,
}) => {
  const report = pdfOf(3 * MB);
  const starts = pieceStarts(page);
  await page.goto("/login-home/documents/new");
  await page.getByLabel("Kind").selectOption("report");
  await page.locator("#title").fill("Annual report 2025-26");
  await page.locator("#document").setInputFiles({ name: "annual-report-2025-26.pdf", mimeType: "application/pdf", buffer: report });
  await page.getByRole("button", { name: "Add document" }).click();
  await expect(page.getByRole("alert")).toContainText("year is needed for an annual report", { timeout: 30_000 });
  expect(starts).toEqual([0, MB, 2 * MB]);

  await page.locator("#year").fill("2025-26");
  await page.getByRole("button", { name: "Add document" }).click();
  await expect(page.getByText("The document was added.")).toBeVisible({ timeout: 30_000 });
  expect(starts).toEqual([0, MB, 2 * MB]);
  const reports = await page.request.get("/annual-report");
  const hrefs = (await reports.text()).match(/\/uploads\/[a-f0-9]{24}\.pdf/g) ?? [];
  const published = await Promise.all(hrefs.map(async (href) => sha(await (await page.request.get(href)).body())));
  expect(published).toContain(sha(report));
});
