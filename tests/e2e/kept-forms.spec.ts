import type { BrowserContext, Page, Request } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, logInWithForm, OWNER, test } from "../support/fixtures";
import { makeCameraJpeg, makeJpeg, pdfOf } from "../support/photos";
import { throttleOf, villageSignal } from "../support/signal";

// The owner writes for ten minutes on a phone; meanwhile her session ends (it lasts two days, and
// her browser then drops its cookie). The form she sends is not saved, but what she typed is kept
// for her login and comes back on its form: with JavaScript and without, an upload too.
test.use({ siteOf: "forms kept over a login" });
test.describe.configure({ mode: "serial" });

/** The session ends as it does after two days: the browser no longer has its cookie; it keeps the device cookie of a browser she logged in on. */
async function sessionEnds(context: BrowserContext) {
  const kept = (await context.cookies()).filter((cookie) => cookie.name !== "user");
  await context.clearCookies();
  await context.addCookies(kept);
}

/** How many notices on the owner's notice board say `text`. */
async function noticesSaying(page: Page, text: string) {
  await page.goto("/login-home/notice");
  return page.getByRole("listitem").filter({ hasText: text }).count();
}

test("with JavaScript, in Hindi: a notice sent after the session ended is back on its form after the login, and is saved once", async ({ ownerPage: page }) => {
  await page.request.post("/login-home/language", { form: { language: "hi" } });
  try {
    await page.goto("/login-home/update");
    const notice = "रविवार सुबह दस बजे करंडा के पंचायत भवन में मुफ़्त नेत्र शिविर लगेगा। बुज़ुर्ग अपना आधार कार्ड साथ लाएँ।";
    await page.getByLabel("सूचना, हिंदी में").fill(notice);
    await sessionEnds(page.context());
    await page.getByRole("button", { name: "सूचना लगाएँ" }).click();

    // Her browser has logged in before: the login is in the language of her area, and says what happened.
    await expect(page).toHaveURL(/\/hi\/login\?redirectTo=%2Flogin-home%2Fupdate$/);
    await expect(page.getByText("आपका लॉग इन ख़त्म हो चुका था, इसलिए जो आपने भेजा वह सहेजा नहीं गया।")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("यूज़र आईडी").fill(OWNER.userid);
    await page.getByLabel("पासवर्ड", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "लॉग इन करें" }).click();

    await expect(page).toHaveURL(/\/login-home\/update$/);
    await expect(page.getByRole("alert")).toHaveText("यह सहेजा नहीं गया, क्योंकि आपका लॉग इन ख़त्म हो चुका था। आपका लिखा हुआ यहाँ फिर से है: इसे जाँचें, फिर सहेजें।");
    await expect(page.getByLabel("सूचना, हिंदी में")).toHaveValue(notice);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "सूचना लगाएँ" }).click();
    await expect(page.locator("[role=status]")).toHaveText("सूचना लग गई।");
    expect(await noticesSaying(page, notice)).toBe(1);
    // It came back once: the form is empty again.
    await page.goto("/login-home/update");
    await expect(page.getByLabel("सूचना, हिंदी में")).toHaveValue("");
  } finally {
    await page.request.post("/login-home/language", { form: { language: "en" } });
  }
});

test("with JavaScript, an upload sent after the session ended goes to the login, and its words come back without the photo", async ({ ownerPage: page }) => {
  await page.goto("/login-home/add-content");
  await page.getByLabel(/^Photo/).setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: await makeCameraJpeg() });
  await page.getByLabel("Description in English").fill("The girls of the sewing class in Mau got their certificates.");
  await sessionEnds(page.context());
  await page.getByRole("button", { name: "Add photo story" }).click();

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flogin-home%2Fadd-content$/);
  await expect(page.getByText("Your session had ended, so what you sent was not saved.")).toBeVisible();
  await logInWithForm(page, OWNER.password);
  await expect(page).toHaveURL(/\/login-home\/add-content$/);
  await expect(page.getByRole("alert")).toHaveText(
    "This was not saved, because your session had ended. What you wrote is here again: check it, then save it. Choose the photo or PDF again.",
  );
  await expect(page.getByLabel("Description in English")).toHaveValue("The girls of the sewing class in Mau got their certificates.");

  await page.getByLabel(/^Photo/).setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: await makeCameraJpeg() });
  await page.getByRole("button", { name: "Add photo story" }).click();
  await expect(page.locator("[data-just-saved]")).toContainText("The girls of the sewing class in Mau");
});

test("with JavaScript, a logo sent alone after the session ended: the login and then the logo's page say it was not saved", async ({ ownerPage: page }) => {
  await page.goto("/login-home/logo");
  await page.getByLabel(/^Logo/).setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 400) });
  await sessionEnds(page.context());
  await page.getByRole("button", { name: "Save logo" }).click();

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flogin-home%2Flogo$/);
  // Nothing was typed: the login speaks of the file, not of words kept.
  await expect(page.getByText("Your session had ended, so what you sent was not saved. Log in, then choose the photo or PDF again.")).toBeVisible();
  await logInWithForm(page, OWNER.password);
  await expect(page).toHaveURL(/\/login-home\/logo$/);
  await expect(page.getByRole("alert")).toHaveText("This was not saved, because your session had ended. Choose the photo or PDF again.");
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Logo/).setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 400) });
  await page.getByRole("button", { name: "Save logo" }).click();
  await expect(page.getByRole("status")).toHaveText("The logo was saved.");
});

test("with JavaScript, on a 200 kbps upstream, an 8 MB report sent after the session ended never travels: the login comes, then its title, asking for the PDF again", async ({
  ownerPage: page,
}) => {
  await villageSignal(await throttleOf(page), { upKbps: 200, downKbps: 400 });
  await page.goto("/login-home/documents/new");
  await page.locator("#title").fill("Annual report 2025-26");
  await page.locator("#document").setInputFiles({ name: "annual-report.pdf", mimeType: "application/pdf", buffer: pdfOf(8 * 1024 * 1024) });
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/login-home/documents/new") posts.push(request);
  });
  await sessionEnds(page.context());
  await page.getByRole("button", { name: "Add document" }).click();

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flogin-home%2Fdocuments%2Fnew$/);
  const posted = await Promise.all(posts.map(async (post) => Number((await post.allHeaders())["content-length"])));
  expect(posted).toHaveLength(1);
  expect(posted[0]).toBeLessThan(10_000);
  await logInWithForm(page, OWNER.password);
  await expect(page.getByRole("alert")).toHaveText(
    "This was not saved, because your session had ended. What you wrote is here again: check it, then save it. Choose the photo or PDF again.",
  );
  await expect(page.locator("#title")).toHaveValue("Annual report 2025-26");
});

test("in Hindi, on a 200 kbps upstream, a 5 MB camera photo sent to the gallery after the session ended: its caption comes back, the photo goes again", async ({
  ownerPage: page,
}) => {
  test.setTimeout(180_000);
  await page.request.post("/login-home/language", { form: { language: "hi" } });
  try {
    await page.goto("/login-home/gallery");
    const group = await page.locator("main a[href^='/login-home/gallery/']").first().getAttribute("href");
    await villageSignal(await throttleOf(page), { upKbps: 200, downKbps: 400 });
    await page.goto(`${group}/new`);
    const camera = await makeCameraJpeg();
    expect(camera.length).toBeGreaterThan(4 * 1024 * 1024);
    await page.locator("#captionHi").fill("करंडा के शिविर में बुज़ुर्गों को कंबल बाँटे गए");
    await page.locator("#image").setInputFiles({ name: "IMG_20261127_101500.jpg", mimeType: "image/jpeg", buffer: camera });
    await sessionEnds(page.context());
    await page.locator("main form:has(input[type=file]) button[type=submit]").click();

    await expect(page).toHaveURL(/\/hi\/login\?redirectTo=/, { timeout: 120_000 });
    await page.getByLabel("यूज़र आईडी").fill(OWNER.userid);
    await page.getByLabel("पासवर्ड", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "यह सहेजा नहीं गया, क्योंकि आपका लॉग इन ख़त्म हो चुका था। आपका लिखा हुआ यहाँ फिर से है: इसे जाँचें, फिर सहेजें। फ़ोटो या PDF फिर से चुनें।",
    );
    await expect(page.locator("#captionHi")).toHaveValue("करंडा के शिविर में बुज़ुर्गों को कंबल बाँटे गए");
    await page.locator("#image").setInputFiles({ name: "IMG_20261127_101500.jpg", mimeType: "image/jpeg", buffer: camera });
    await page.locator("main form:has(input[type=file]) button[type=submit]").click();
    await expect(page.getByText("फ़ोटो गैलरी में जुड़ गई।")).toBeVisible({ timeout: 120_000 });
  } finally {
    await page.request.post("/login-home/language", { form: { language: "en" } });
  }
});

test("with JavaScript, the words back on an add form stay there while she moves a row first, and go once the form is saved", async ({ ownerPage: page }) => {
  await page.goto("/login-home/faqs");
  const question = page.getByLabel("Question in English");
  await question.fill("Is there a camp for hearing aids this winter?");
  await page.getByLabel("Answer in English").fill("Yes, in Mau in January; the notice board gives the day.");
  await sessionEnds(page.context());
  await page.getByRole("button", { name: "Add question" }).click();
  await logInWithForm(page, OWNER.password);
  await expect(page).toHaveURL(/\/login-home\/faqs$/);
  await expect(question).toHaveValue("Is there a camp for hearing aids this winter?");

  // A row's Move reads the page's data again; the words she has not saved yet stay.
  const second = page.locator("[data-owner-row]").nth(1);
  await second.getByRole("button", { name: /^Move up/ }).click();
  await expect(page.locator("[data-just-saved]")).toBeVisible();
  await expect(question).toHaveValue("Is there a camp for hearing aids this winter?");
  await expect(page.getByRole("alert").filter({ hasText: "This was not saved" })).toBeVisible();

  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.locator("[data-just-saved]")).toContainText("Is there a camp for hearing aids this winter?");
  await expect(page.getByRole("alert").filter({ hasText: "This was not saved" })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a changed FAQ sent after the session ended comes back over what was saved, waits through a login elsewhere, a reload and a language switch, and is saved once", async ({
    ownerPage: page,
  }) => {
    await page.goto("/login-home/faqs");
    await page.locator('a[href^="/login-home/faqs/"]').first().click();
    const question = page.getByLabel("Question in English");
    const saved = await question.inputValue();
    const editPage = new URL(page.url()).pathname;
    await question.fill("Can I give in cash at the trust's office in the village?");
    await sessionEnds(page.context());
    await page.getByRole("button", { name: "Save question" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(editPage)}$`));

    // She logs in from the owner's home instead: the form waits for its own page.
    await page.goto("/login");
    await logInWithForm(page, OWNER.password);
    await expect(page).toHaveURL(/\/login-home$/);
    await page.goto(editPage);
    await expect(page.getByRole("alert")).toContainText("This was not saved, because your session had ended.");
    const changed = "Can I give in cash at the trust's office in the village?";
    await expect(question).toHaveValue(changed);

    // The signal drops and she reloads; she reads the page in Hindi, then in English again: still there.
    await page.reload();
    await expect(question).toHaveValue(changed);
    const switchLanguage = page.locator("form[action^='/login-home/language'] button");
    try {
      await switchLanguage.click();
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.locator("#question")).toHaveValue(changed);
      await expect(page.getByRole("alert")).toContainText("यह सहेजा नहीं गया");
    } finally {
      await page.request.post("/login-home/language", { form: { language: "en" } });
    }
    await page.goto(editPage);
    await expect(question).toHaveValue(changed);
    expect(saved).not.toBe(changed);

    await page.getByRole("button", { name: "Save question" }).click();
    await page.goto(editPage);
    await expect(question).toHaveValue(changed);
    await expect(page.getByRole("alert").filter({ hasText: "This was not saved" })).toHaveCount(0);
  });
});

test("what is kept: nothing of a form with nothing typed, never a password or a donor's identity number, and only for the browser that sent it", async ({
  browser,
  site,
}) => {
  const phone = await browser.newContext({ baseURL: site.baseURL });
  // A form of nothing typed (a Move up's id and key) is not kept: the login says nothing of it.
  let answer = await phone.request.post("/login-home/faqs?index", { form: { intent: "move", _id: "x", formKey: "k" }, maxRedirects: 0 });
  expect(answer.headers()["set-cookie"]).not.toContain("kept=");

  answer = await phone.request.post("/login-home/donations/new", {
    form: { name: "Ramesh Kumar", idType: "pan", idNumber: "KLMNP4321Q", amount: "5000" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(302);
  expect(answer.headers()["set-cookie"]).toContain("kept=");
  const stranger = await browser.newContext({ baseURL: site.baseURL });
  await logIn(stranger.request);
  expect(await (await stranger.request.get("/login-home/donations/new")).text()).not.toContain("Ramesh Kumar");

  await logIn(phone.request);
  const back = await (await phone.request.get("/login-home/donations/new")).text();
  expect(back).toContain("Ramesh Kumar");
  expect(back).not.toContain("KLMNP4321Q");
  await Promise.all([phone.close(), stranger.close()]);
});

test("a flood of forms without a session keeps the newest 20, and a form over 64 KB is not kept", async ({ browser, site }) => {
  const phone = await browser.newContext({ baseURL: site.baseURL });
  await phone.request.post("/login-home/update", { form: { updateHi: "सोमवार को स्कूल बंद रहेगा।" }, maxRedirects: 0 });
  const stranger = await browser.newContext({ baseURL: site.baseURL });
  for (let sent = 0; sent < 20; sent++) await stranger.request.post("/login-home/update", { form: { update: `Flood ${sent}` }, maxRedirects: 0 });
  const tooMuch = await stranger.request.post("/login-home/add-content", {
    multipart: { details: "x".repeat(40 * 1024), detailsHi: "य".repeat(10 * 1024) },
    maxRedirects: 0,
  });
  expect(tooMuch.status()).toBe(302);
  expect(tooMuch.headers()["set-cookie"]).not.toContain("kept=");

  await logIn(phone.request);
  expect(await (await phone.request.get("/login-home/update")).text()).not.toContain("सोमवार को स्कूल बंद रहेगा।");
  await logIn(stranger.request);
  expect(await (await stranger.request.get("/login-home/update")).text()).toContain("Flood 19");
  await Promise.all([phone.close(), stranger.close()]);
});
