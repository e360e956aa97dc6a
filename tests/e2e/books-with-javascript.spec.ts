import type { Page } from "@playwright/test";
import { englishWordsInHindi, expect, expectNoAxeViolations, test } from "../support/fixtures";
import { PHONE } from "../support/afternoon";
import { daysAgo, donationFields } from "../support/donations";
import { throttleOf, villageSignal } from "../support/signal";
import { workbookOf } from "../support/statements.mjs";

// The donation books as the secretary keeps them: on a phone with JavaScript on, in Hindi, on a
// village signal, with a year's statement of a busy account rather than a line or two.
test.use({ demoContent: false, siteOf: "the books with JavaScript", ...PHONE });
test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ ownerPage: page }) => {
  await page.request.post("/login-home/language", { form: { language: "hi" } });
  await villageSignal(await throttleOf(page), { upKbps: 200, downKbps: 400 });
});
test.afterEach(async ({ page }) => {
  await page.request.post("/login-home/language", { form: { language: "en" } });
});

/** A year of a busy account from a bank whose Hindi statement the site does not know: 3,000 credits, a donor's UPI payment and the bank's interest. */
async function aYearInHindiColumns(donorPaidOn: string): Promise<Buffer> {
  const [year, month, day] = donorPaidOn.split("-");
  const credits = Array.from({ length: 3000 }, (_, line) => [
    `${String(1 + (line % 28)).padStart(2, "0")}-${String(1 + (line % 12)).padStart(2, "0")}-2025`,
    `NEFT CR-DONOR ${line}`,
    `N32626${line}`,
    "",
    String(100 + (line % 900)),
    String(50_000 + line),
  ]);
  return workbookOf([
    ["दिनांक", "विवरण", "संदर्भ", "नामे", "जमा", "शेष"],
    ...credits,
    [`${day}-${month}-${year}`, "UPI/MOHAN LAL/556677889900", "556677889900", "", "3100", "99999"],
    [`${day}-${month}-${year}`, "बचत खाते पर ब्याज", "", "", "1847", "101846"],
  ]);
}

test("a year's Excel statement from a bank the site does not know: its columns named, 50 credits a page, its match verified, a credit recorded, the interest set aside", async ({
  ownerPage: page,
}) => {
  test.setTimeout(240_000);
  const paidOn = daysAgo(2);
  const declared = donationFields(paidOn, { name: "Mohan Lal", amount: "3100", reference: "556677889900", contact: "9876543210", consent: "yes" });
  expect((await page.request.post("/donate", { form: declared, maxRedirects: 0 })).status()).toBe(303);
  await page.goto("/login-home/donations");
  await page.getByRole("link", { name: "बैंक स्टेटमेंट से मिलाएँ" }).click();
  await page.getByLabel("स्टेटमेंट (CSV या एक्सेल)").setInputFiles({
    name: "खाता विवरण.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: await aYearInHindiColumns(paidOn),
  });
  await page.getByRole("button", { name: "डालें" }).click();

  const asked = page.locator("[data-name-columns]");
  await expect(asked).toBeVisible({ timeout: 120_000 });
  await expectNoAxeViolations(page);
  await page.getByLabel("तारीख़", { exact: true }).selectOption({ label: "दिनांक" });
  await page.getByLabel("विवरण", { exact: true }).selectOption({ label: "विवरण" });
  await page.getByLabel("रेफ़रेंस, UTR या चेक नंबर (अगर हो)").selectOption({ label: "संदर्भ" });
  await page.getByLabel("जमा (आई रकम), या रकम का अकेला कॉलम").selectOption({ label: "जमा" });
  // With JavaScript the answer came on the same page, so the chosen file is still there to send again.
  await page.getByRole("button", { name: "डालें" }).click();
  await expect(page.getByRole("status")).toHaveText("स्टेटमेंट से 3002 जमा रकमें पढ़ी गईं: 3002 नई।", { timeout: 120_000 });

  await expect(page.getByRole("checkbox", { name: /: “Mohan Lal” का दान \(वही UTR या चेक नंबर\)$/ })).toBeChecked();
  await expectCreditsShown(page, "कुल 3,001 जमा रकमों में से 1 से 50 तक दिखाई जा रही हैं, सबसे नई पहले।");
  expect(await englishWordsInHindi(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole("navigation", { name: "बिना दान वाली जमा रकमों के पेज" }).getByRole("link", { name: "अगला पेज" }).click();
  await expectCreditsShown(page, "कुल 3,001 जमा रकमों में से 51 से 100 तक दिखाई जा रही हैं, सबसे नई पहले।");

  await page.getByRole("button", { name: "निशान वाले दान पक्के करें और रसीद नंबर दें" }).click();
  await expect(page.getByRole("status")).toHaveText("एक दान पक्का हुआ और उसकी रसीद को नंबर मिला।", { timeout: 60_000 });
  await expect(page.getByText("कोई जमा रकम किसी रुके हुए दान से नहीं मिलती।")).toBeVisible();

  // The bank's interest is no donation: she sets it aside, and can put it back.
  const interest = page.locator("[data-unmatched] li").filter({ hasText: "बचत खाते पर ब्याज" });
  await interest.getByRole("button", { name: /^दान नहीं है ?: / }).click();
  await expect(page.getByRole("status")).toHaveText("जमा रकम दान न मानकर अलग रख दी गई। वह मिटी नहीं है: अलग रखी गई रकमों में से आप उसे वापस ला सकते हैं।", {
    timeout: 60_000,
  });
  await expectCreditsShown(page, "कुल 3,000 जमा रकमों में से 1 से 50 तक दिखाई जा रही हैं, सबसे नई पहले।");
  await expect(interest).toHaveCount(0);
  // A credit that is a donation nobody declared is recorded from its own link, the form filled in from the statement.
  await page
    .locator("[data-unmatched] li")
    .first()
    .getByRole("link", { name: /^यह दान दर्ज करें ?: / })
    .click();
  await expect(page.getByLabel("रकम रुपयों में (सामान हो तो उसकी क़ीमत)")).toHaveValue("339");
  await recordInHindi(page, { name: "रामवती", address: "ग्राम करंडा, ग़ाज़ीपुर", pan: "RSTUV1357W" });
  await expect(page.getByRole("status")).toHaveText("दान रजिस्टर में लिख लिया गया और उसकी रसीद को नंबर मिल गया।", { timeout: 60_000 });
  await page.goto("/login-home/donations/statement");
  await expectCreditsShown(page, "कुल 2,999 जमा रकमों में से 1 से 50 तक दिखाई जा रही हैं, सबसे नई पहले।");
  await page.getByRole("link", { name: "दान न मानकर अलग रखी गई जमा रकमें: 1" }).click();
  await expect(page.locator("h1")).toHaveText("अलग रखी गई जमा रकमें");
  expect(await englishWordsInHindi(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page
    .locator("[data-set-aside] li")
    .filter({ hasText: "बचत खाते पर ब्याज" })
    .getByRole("button", { name: /^वापस लाएँ ?: / })
    .click();
  await expect(page.getByRole("status")).toHaveText("जमा रकम फिर से बिना दान वाली रकमों में है।", { timeout: 60_000 });
  await expect(page.getByText("कोई जमा रकम अलग नहीं रखी गई है।")).toBeVisible();
});

/** The owner's form of a donation received in person, in Hindi: the donor, their PAN, a gift for all the trust's work; then saved. */
async function recordInHindi(page: Page, donor: { name: string; address: string; pan: string }) {
  await page.getByLabel("दानदाता का पूरा नाम").fill(donor.name);
  await page.getByLabel("दानदाता का पता").fill(donor.address);
  await page.getByLabel("80G रसीद के लिए दानदाता की पहचान").selectOption("pan");
  await page.getByLabel("पहचान पत्र का नंबर").fill(donor.pan);
  await page.getByLabel("दान किस लिए है?").selectOption("others");
  await page.getByRole("button", { name: "दान सहेजें" }).click();
}

async function expectCreditsShown(page: Page, count: string) {
  await expect(page.locator("[data-credits-count]")).toHaveText(count, { timeout: 60_000 });
  await expect(page.locator("[data-unmatched] li")).toHaveCount(50);
}

test("a cheque received at the office is recorded, verified, its receipt opened and cancelled when it bounces, and the year's files downloaded", async ({
  ownerPage: page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/login-home/donations");
  await page.getByRole("link", { name: "हाथ में मिला दान दर्ज करें" }).click();
  await page.getByLabel("रकम रुपयों में (सामान हो तो उसकी क़ीमत)").fill("2,100");
  await page.getByLabel("दान की तारीख़").fill(daysAgo(1));
  await page.getByLabel("कैसे दिया").selectOption("cheque");
  await page.getByLabel("UTR, या चेक या ड्राफ़्ट का नंबर (अगर हो)").fill("004512");
  await page.getByLabel("चेक या ड्राफ़्ट का बैंक").fill("बैंक ऑफ़ बड़ौदा, ज़मानिया");
  await page.getByLabel(/^पैसा अभी नहीं आया/).check();
  await recordInHindi(page, { name: "शांति देवी", address: "वार्ड 4, ज़मानिया", pan: "FGHIJ5678K" });
  await expect(page.getByRole("status")).toHaveText("दान रजिस्टर में लिख लिया गया। पैसा आने पर इसे पक्का करें।", { timeout: 60_000 });
  await expect(page.locator("h1")).toHaveText("एक दान: जाँचना बाक़ी");
  await expect(page.locator("[data-donation]")).toContainText("FGHIJ****K");
  expect(await englishWordsInHindi(page)).toEqual([]);
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "पक्का करें और रसीद नंबर दें" }).click();
  await expect(page.getByRole("status")).toHaveText("दान पक्का हो गया और उसकी रसीद को नंबर मिल गया।", { timeout: 60_000 });
  await expect(page.locator("h1")).toHaveText(/^एक दान: पक्का, रसीद \d{4}-\d{2}\/\d{4}$/);
  const number = (await page.locator("h1").innerText()).split("रसीद ")[1];
  const receipt = page.getByRole("link", { name: "रसीद खोलें (PDF)" });
  const opened = await page.request.get((await receipt.getAttribute("href")) ?? "");
  expect(opened.headers()["content-type"]).toBe("application/pdf");

  await page.getByLabel("रसीद रद्द क्यों?").fill("चेक बाउंस हो गया।");
  await page.getByRole("button", { name: "रसीद रद्द करें" }).click();
  await expect(page.getByRole("status")).toHaveText("रसीद रद्द हो गई। उसका नंबर इस्तेमाल हुआ ही माना जाएगा।", { timeout: 60_000 });
  await expect(page.locator("h1")).toHaveText(`एक दान: रसीद रद्द, रसीद ${number}`);

  await page.goto("/login-home/donations");
  for (const [link, file] of [
    [/CSV में$/, /^donations-register-\d{4}-\d{2}\.csv$/],
    [/एक्सेल में$/, /^donations-register-\d{4}-\d{2}\.xlsx$/],
    [/की फ़ॉर्म 10BD फ़ाइल$/, /^form-10bd-\d{4}-\d{2}\.csv$/],
  ] as const) {
    const downloaded = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("link", { name: link }).first().click();
    expect((await downloaded).suggestedFilename()).toMatch(file);
  }
  await expect(page).toHaveURL(/\/login-home\/donations$/);
});
