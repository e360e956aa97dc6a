import type { Browser, Page } from "@playwright/test";
import { daysAgo } from "../support/donations";
import { PHONE } from "../support/afternoon";
import { makeJpeg } from "../support/photos";
import { expect, expectNoAxeViolations, fillIn, logIn, logInWithForm, OWNER, test } from "../support/fixtures";

// A form of something saved, left open on the secretary's phone while the nephew changes the
// same thing from his laptop: her save keeps his change wherever she changed nothing, and where
// they both changed a field she is told, her words stay in the form, and saving again keeps them.
test.use({ demoContent: false, siteOf: "forms changed meanwhile" });
test.describe.configure({ mode: "serial" });

/** The nephew, logged in on a browser of his own. */
async function nephewsPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await logIn(context.request);
  return context.newPage();
}

/** The id of what an owner's form saved, from where it went back to the list (`?saved=<id>`). */
async function savedId(answer: { headers(): Record<string, string> }) {
  return new URL(answer.headers().location ?? "", "http://site").searchParams.get("saved") ?? "";
}

/** The bank details' fields this file reads back, by their labels. */
const BANK_FIELDS = { upi: "UPI ID", name: "Account name", number: "Account number", bank: "Bank and branch" };

/** The bank details as the form shows them once a save has gone to the owner's home. */
async function bankDetailsSaved(page: Page): Promise<Record<string, string>> {
  await expect(page).toHaveURL(/\/login-home$/);
  await page.goto("/login-home/donation-details");
  const read = Object.entries(BANK_FIELDS).map(async ([field, label]) => [field, await page.getByLabel(label, { exact: true }).inputValue()]);
  return Object.fromEntries(await Promise.all(read));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...PHONE });

  test("the trust's bank details: her save keeps his UPI ID, and a field both changed is hers only when she saves again", async ({
    ownerPage: page,
    browser,
    baseURL,
  }) => {
    const nephew = await nephewsPage(browser, baseURL);
    const save = (on: Page) => on.getByRole("button", { name: "Save donation details" }).click();

    await page.goto("/login-home/donation-details");
    await nephew.goto("/login-home/donation-details");
    await fillIn(nephew, { "UPI ID": "ashatrust@sbi", "Account name": "Asha Gramin Vikas Trust" });
    await save(nephew);
    await expect(nephew).toHaveURL(/\/login-home$/);

    await fillIn(page, { "Bank and branch": "State Bank of India, Mau" });
    await save(page);
    expect(await bankDetailsSaved(page)).toEqual({ upi: "ashatrust@sbi", name: "Asha Gramin Vikas Trust", number: "", bank: "State Bank of India, Mau" });

    await nephew.goto("/login-home/donation-details");
    await fillIn(nephew, { "Account number": "123456789012", "Bank and branch": "State Bank of India, Ghazipur", "UPI ID": "" });
    await save(nephew);
    await fillIn(page, { "Account number": "987654321098" });
    await save(page);
    await expect(page.getByRole("alert")).toHaveText(
      "Nothing was saved: while this page was open, this was changed elsewhere too: Account number. Your words are still in the form. Save again to keep them, or open this page again to see the other change.",
    );
    await expect(page.getByLabel("Account number", { exact: true })).toHaveValue("987654321098");
    await expect(page.getByLabel("Bank and branch", { exact: true })).toHaveValue("State Bank of India, Ghazipur");
    await save(page);
    // He took the UPI ID off: her form, which still showed it, does not put it back.
    expect(await bankDetailsSaved(page)).toEqual({ upi: "", name: "Asha Gramin Vikas Trust", number: "987654321098", bank: "State Bank of India, Ghazipur" });
    await nephew.context().close();
  });

  test("an event's photo form: the refusal asks for the photo again, which a page drawn again cannot hold", async ({ ownerPage: page, browser, baseURL }) => {
    const added = await page.request.post("/login-home/events/new", {
      multipart: { title: "Relief distribution", startsOn: daysAgo(-5), village: "Mau" },
      maxRedirects: 0,
    });
    const id = await savedId(added);
    await page.goto(`/login-home/events/${id}`);
    const nephew = await nephewsPage(browser, baseURL);
    await nephew.goto(`/login-home/events/${id}`);
    await fillIn(nephew, { "Name of the camp or event in English": "Blanket distribution" });
    await nephew.getByRole("button", { name: "Save the event" }).click();
    await nephew.context().close();

    const photo = { name: "blankets.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1200, 800) };
    await fillIn(page, { "Name of the camp or event in English": "Winter blankets for the elderly" });
    await page.getByLabel(/^Photo/).setInputFiles(photo);
    await page.getByRole("button", { name: "Save the event" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Nothing was saved: while this page was open, this was changed elsewhere too: Name of the camp or event. Your words are still in the form. Save again to keep them, or open this page again to see the other change. Choose the photo or PDF again.",
    );
    await page.getByLabel(/^Photo/).setInputFiles(photo);
    await page.getByRole("button", { name: "Save the event" }).click();
    await expect(page).toHaveURL(/\/login-home\/events\?saved=/);
    await page.goto(`/login-home/events/${id}`);
    await expect(page.getByLabel("Name of the camp or event in English")).toHaveValue("Winter blankets for the elderly");
    await expect(page.getByRole("img", { name: "The event’s photo now" })).toBeVisible();
  });

  test("a year's receipt law: his Hindi wording stays under her English one, and the law both changed is hers once she saves again", async ({
    ownerPage: page,
    browser,
    baseURL,
  }) => {
    const nephew = await nephewsPage(browser, baseURL);
    const law = { en: "The act and section, in English", hi: "The act and section, in Hindi" };
    const save = (on: Page) => on.getByRole("button", { name: "Save for the year" }).click();
    const opened = async (on: Page) => {
      await on.goto("/login-home/donations/receipt-law?year=2026-27");
      return on;
    };

    await opened(page);
    await fillIn(await opened(nephew), { [law.hi]: "आयकर अधिनियम, 2025 की धारा 133" });
    await save(nephew);
    await fillIn(page, { [law.en]: "section 133 of the Income-tax Act, 2025" });
    await save(page);
    await expect(page).toHaveURL(/\/login-home\/donations$/);
    await opened(page);
    await expect(page.getByLabel(law.en, { exact: true })).toHaveValue("section 133 of the Income-tax Act, 2025");
    await expect(page.getByLabel(law.hi, { exact: true })).toHaveValue("आयकर अधिनियम, 2025 की धारा 133");

    await fillIn(await opened(nephew), { [law.en]: "section 80G of the Income-tax Act, 1961" });
    await save(nephew);
    await fillIn(page, { [law.en]: "section 133(1) of the Income-tax Act, 2025" });
    await save(page);
    await expect(page.getByRole("alert")).toContainText(`this was changed elsewhere too: ${law.en}.`);
    await save(page);
    await opened(page);
    await expect(page.getByLabel(law.en, { exact: true })).toHaveValue("section 133(1) of the Income-tax Act, 2025");
    await nephew.context().close();
  });
});

test.describe("with JavaScript on a phone", () => {
  test.use(PHONE);

  test("in Hindi, an event's upload form: told in Hindi, her title saved on the second tap, his village kept", async ({
    ownerPage: page,
    browser,
    baseURL,
  }) => {
    const added = await page.request.post("/login-home/events/new", {
      multipart: { title: "Free eye camp", startsOn: daysAgo(-10), village: "Rampur" },
      maxRedirects: 0,
    });
    const id = await savedId(added);
    expect(id).not.toBe("");
    await page.request.post("/login-home/language", { form: { language: "hi" } });
    await page.goto(`/login-home/events/${id}`);

    // The owner's area speaks one language for the account, so his laptop's is Hindi too.
    const [titleLabel, villageLabel] = ["शिविर या आयोजन का नाम, अंग्रेज़ी में", "गाँव या जगह, अंग्रेज़ी में"];
    const nephew = await nephewsPage(browser, baseURL);
    await nephew.goto(`/login-home/events/${id}`);
    await fillIn(nephew, { [titleLabel]: "Free eye camp, Karanda", [villageLabel]: "Karanda" });
    await nephew.getByRole("button", { name: "आयोजन सहेजें" }).click();
    await expect(nephew).toHaveURL(/\/login-home\/events\?saved=/);

    const title = page.getByLabel(titleLabel);
    await title.fill("Eye camp for the elderly");
    await page.getByRole("button", { name: "आयोजन सहेजें" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "कुछ सहेजा नहीं गया: यह पेज खुला रहते यह कहीं और से भी बदला गया: शिविर या आयोजन का नाम। आपके शब्द फ़ॉर्म में हैं। इन्हें रखने के लिए फिर से सहेजें, या दूसरा बदलाव देखने के लिए यह पेज फिर से खोलें।",
    );
    await expect(title).toHaveValue("Eye camp for the elderly");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "आयोजन सहेजें" }).click();
    await expect(page).toHaveURL(/\/login-home\/events\?saved=/);

    await nephew.goto(`/login-home/events/${id}`);
    await expect(nephew.getByLabel(titleLabel)).toHaveValue("Eye camp for the elderly");
    await expect(nephew.getByLabel(villageLabel)).toHaveValue("Karanda");
    await nephew.context().close();
    await page.request.post("/login-home/language", { form: { language: "en" } });
  });

  test("a question's form: a change saved meanwhile to its answer stays, and her question goes in once she saves again", async ({
    ownerPage: page,
    browser,
    baseURL,
  }) => {
    const added = await page.request.post("/login-home/faqs", {
      form: { intent: "add", question: "Is my gift tax-free?", answer: "Yes, under 80G." },
      maxRedirects: 0,
    });
    const id = await savedId(added);
    await page.goto(`/login-home/faqs/${id}`);

    const nephew = await nephewsPage(browser, baseURL);
    await nephew.goto(`/login-home/faqs/${id}`);
    await fillIn(nephew, { "Question in English": "Does my gift save tax?", "Answer in English": "Yes: half of it, under section 80G." });
    await nephew.getByRole("button", { name: "Save question" }).click();

    await page.getByLabel("Question in English").fill("Do I get 80G for my gift?");
    await page.getByRole("button", { name: "Save question" }).click();
    await expect(page.getByRole("alert")).toContainText("this was changed elsewhere too: Question.");
    await expect(page.getByLabel("Question in English")).toHaveValue("Do I get 80G for my gift?");
    await page.getByRole("button", { name: "Save question" }).click();
    await expect(page).toHaveURL(/\/login-home\/faqs\?saved=/);

    await page.goto(`/login-home/faqs/${id}`);
    await expect(page.getByLabel("Question in English")).toHaveValue("Do I get 80G for my gift?");
    await expect(page.getByLabel("Answer in English")).toHaveValue("Yes: half of it, under section 80G.");
    await nephew.context().close();
  });

  test("a form kept over a login still keeps the e-mail he saved while her session ended", async ({ ownerPage: page, browser, baseURL }) => {
    const save = (on: Page) => on.getByRole("button", { name: "Save contact details" }).click();
    await page.goto("/login-home/contact");
    const nephew = await nephewsPage(browser, baseURL);
    await nephew.goto("/login-home/contact");
    await fillIn(nephew, { "E-mail": "office@ashatrust.in" });
    await save(nephew);
    await expect(nephew).toHaveURL(/\/login-home$/);
    await nephew.context().close();

    await fillIn(page, { Phone: "05482 224316" });
    const kept = (await page.context().cookies()).filter((cookie) => cookie.name !== "user");
    await page.context().clearCookies();
    await page.context().addCookies(kept);
    await save(page);
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await logInWithForm(page, OWNER.password);
    await expect(page).toHaveURL(/\/login-home\/contact$/);
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("05482 224316");
    await save(page);
    await expect(page).toHaveURL(/\/login-home$/);

    await page.goto("/login-home/contact");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("05482 224316");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("office@ashatrust.in");
  });
});
