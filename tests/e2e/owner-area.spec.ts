import fs from "node:fs";
import path from "node:path";
import { expect, expectNoAxeViolations, logIn, logInWithForm, OWNER, tapInRow, test } from "../support/fixtures";
import { makeCameraJpeg, makeJpeg } from "../support/photos";
import { OWNER_PAGES } from "../support/pages";
import { PHONE } from "../support/afternoon";
import { signalOnPosts } from "../support/signal";
import { daysAgo, fillDonationForm } from "../support/donations";
import { moveTheLastQuestionUpTwice } from "../support/long-list";

test.use({ siteOf: "the owner's area" });

test("every owner page sends a logged-out visitor to /login, and back after the login", async ({ page }) => {
  for (const path of OWNER_PAGES) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  await page.goto("/login-home/worklist");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flogin-home%2Fworklist$/);
  await logInWithForm(page, OWNER.password);
  await expect(page).toHaveURL(/\/login-home\/worklist$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/login-home$/);
});

test("a redirectTo pointing to another site is not followed", async ({ request }) => {
  const response = await request.post("/login", {
    form: { userid: OWNER.userid, password: OWNER.password, redirectTo: "//evil.example/steal" },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe("/login-home");
});

test("a wrong password says 'Invalid Credentials' and keeps the typed userid", async ({ page }) => {
  await page.goto("/login");
  await logInWithForm(page, "not the password");
  await expect(page.getByRole("alert")).toHaveText("Invalid Credentials");
  await expect(page.getByLabel("User ID")).toHaveValue(OWNER.userid);
  const unknownUser = await page.request.post("/login", { form: { userid: "nobody", password: "whatever-it-is" } });
  expect(unknownUser.status()).toBe(401);
  expect(await unknownUser.text()).toContain("Invalid Credentials");
  const missing = await page.request.post("/login", { form: { userid: OWNER.userid, password: "" } });
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toContain("Required Fields");
});

test("the login cookie is named user, HttpOnly, SameSite=Lax, for two days, and new at every login", async ({ request }) => {
  const first = (await logIn(request)).headers()["set-cookie"] ?? "";
  expect(first).toMatch(/^user=/);
  expect(first).toContain("HttpOnly");
  expect(first).toContain("SameSite=Lax");
  expect(first).toContain("Max-Age=172800");
  expect(first).toContain("Path=/");
  const second = (await logIn(request)).headers()["set-cookie"] ?? "";
  expect(second.split(";")[0]).not.toBe(first.split(";")[0]);
});

test("owner pages are never cached", async ({ ownerPage }) => {
  for (const path of OWNER_PAGES) {
    const response = await ownerPage.request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
});

test("the owner posts, edits and deletes a notice; the public board shows it as plain text", async ({ ownerPage: page }) => {
  const text = `Camp on Sunday <script>window.hacked = true</script> <b>bold?</b> ${Date.now()}`;
  await page.goto("/login-home/update");
  await page.getByLabel("Notice in English").fill(text);
  await page.getByRole("button", { name: "Post notice" }).click();
  // Back on the list of notices, the new one marked.
  await expect(page).toHaveURL(/\/login-home\/notice\?saved=/);
  await expect(page.getByRole("status")).toHaveText("The notice was posted.");
  await expect(page.locator("[data-just-saved]")).toContainText(text);

  await page.goto("/updates");
  await expect(page.getByText(text)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(page.locator("main b")).toHaveCount(0);

  await page.goto("/login-home/notice");
  await tapInRow(page, text, "link", "Update");
  await expect(page.getByLabel("Notice in English")).toHaveValue(text);
  await page.getByLabel("Notice in English").fill(`${text} (moved to Monday)`);
  await page.getByRole("button", { name: "Save notice" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was updated.");

  await page.goto("/login-home/notice");
  page.once("dialog", (dialog) => void dialog.accept());
  await tapInRow(page, "(moved to Monday)", "button", "Delete");
  await expect(page.getByRole("status")).toHaveText("The notice was moved to the bin.");
  await page.goto("/updates");
  await expect(page.getByText(text)).toHaveCount(0);
});

test("an empty notice is refused with 'Required Fields' and changes nothing", async ({ ownerPage: page }) => {
  const response = await page.request.post("/login-home/update", { form: { update: "   " } });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Required Fields");
});

test("work counters: add, a repeated category refused, edit, delete", async ({ ownerPage: page }) => {
  const category = `Health Camps ${Date.now()}`;
  await page.goto("/login-home/add-help");
  await page.getByLabel("Category title in English").fill(category);
  await page.getByLabel("Count", { exact: true }).fill("150");
  await page.getByRole("button", { name: "Add counter" }).click();
  await expect(page.getByRole("status")).toHaveText("The work counter was added.");
  await page.goto("/");
  await expect(page.locator("[data-counter]").filter({ hasText: category })).toContainText("150+");

  await page.goto("/login-home/add-help");
  await page.getByLabel("Category title in English").fill(category);
  await page.getByLabel("Count", { exact: true }).fill("7");
  await page.getByRole("button", { name: "Add counter" }).click();
  await expect(page.getByRole("alert")).toHaveText("This Section is Already Added");
  await expect(page.getByLabel("Category title in English")).toHaveValue(category);
  await expect(page.getByLabel("Count", { exact: true })).toHaveValue("7");

  await page.goto("/login-home/worklist");
  await tapInRow(page, category, "link", "Update");
  await expect(page.getByLabel("Count", { exact: true })).toHaveValue("150");
  await page.getByLabel("Count", { exact: true }).fill("175");
  await page.getByRole("button", { name: "Save counter" }).click();
  await expect(page.getByRole("status")).toHaveText("The work counter was updated.");

  const missing = await page.request.post("/login-home/add-help", { form: { category: "", count: "3" } });
  expect(missing.status()).toBe(400);
  expect(await missing.text()).toContain("Required Fields");

  await page.goto("/login-home/worklist");
  page.once("dialog", (dialog) => void dialog.accept());
  await tapInRow(page, category, "button", "Delete");
  await expect(page.getByRole("status")).toHaveText("The work counter was moved to the bin.");
});

test("editing a counter with an empty title says 'Reuired Fields'", async ({ ownerPage: page }) => {
  await page.goto("/login-home/worklist");
  const edit = await page
    .locator("[data-owner-row]")
    .getByRole("link", { name: /^Update/ })
    .first()
    .getAttribute("href");
  const response = await page.request.post(edit ?? "", { form: { category: "", count: "1" } });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Reuired Fields");
});

test("an unknown id on an edit page is a 404 page", async ({ ownerPage: page }) => {
  for (const path of ["/login-home/notice/nope", "/login-home/worklist/nope", "/api/v1/content/get_Contents_Update/nope"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

test("a photo story: upload with a preview, keep the photo on edit, replace it, delete it, empty the bin", async ({ ownerPage: page, site }, testInfo) => {
  const first = testInfo.outputPath("first.jpg");
  const second = testInfo.outputPath("second.jpg");
  fs.writeFileSync(first, await makeJpeg(1600, 1200, { gps: true }));
  fs.writeFileSync(second, await makeJpeg(900, 900));
  const details = `New classroom opened ${Date.now()}`;

  await page.goto("/login-home/add-content");
  await expect(page.getByText("5000px by 5000px with aspect ratio 1")).toBeVisible();
  await page.getByLabel("Photo").setInputFiles(first);
  await expect(page.locator("[data-photo-preview]")).toBeVisible();
  await page.getByLabel("Description in English").fill(details);
  await page.getByRole("button", { name: "Add photo story" }).click();
  await expect(page.getByRole("status")).toHaveText("The photo story was added.");

  await page.goto("/");
  const slide = page.locator("[aria-roledescription=slide]").filter({ hasText: details });
  await expect(slide).toHaveCount(1);
  const firstSrc = (await slide.locator("img").getAttribute("src")) ?? "";
  expect(firstSrc).toMatch(/^\/uploads\/[a-f0-9]{24}-720\.jpg$/);
  const served = await page.request.get(firstSrc);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect((await served.body()).includes(Buffer.from("TestCam"))).toBe(false);

  await page.goto("/login-home/photo-content");
  await tapInRow(page, details, "link", "Update");
  await expect(page).toHaveURL(/\/api\/v1\/content\/get_Contents_Update\/\w+$/);
  await expect(page.getByAltText("The photo of this story")).toBeVisible();
  await page.getByLabel("Description in English").fill(`${details} (kept photo)`);
  await page.getByRole("button", { name: "Save photo story" }).click();
  await expect(page.getByRole("status")).toHaveText("The photo story was updated.");
  expect((await page.request.get(firstSrc)).status()).toBe(200);

  await page.goto("/login-home/photo-content");
  await tapInRow(page, "(kept photo)", "link", "Update");
  await page.getByLabel("Choose another photo (optional)").setInputFiles(second);
  await page.getByRole("button", { name: "Save photo story" }).click();
  await expect(page.getByRole("status")).toHaveText("The photo story was updated.");
  expect((await page.request.get(firstSrc)).status()).toBe(404);
  const key = firstSrc.slice("/uploads/".length, firstSrc.indexOf("-"));
  expect(fs.readdirSync(path.join(site.dataDir, "uploads")).filter((name) => name.startsWith(key))).toEqual([]);

  await page.goto("/");
  const replacedSrc = (await page.locator("[aria-roledescription=slide]").filter({ hasText: "(kept photo)" }).locator("img").getAttribute("src")) ?? "";
  await page.goto("/login-home/photo-content");
  page.once("dialog", (dialog) => void dialog.accept());
  await tapInRow(page, "(kept photo)", "button", "Delete");
  await expect(page.getByRole("status")).toHaveText("The photo story was moved to the bin.");
  // Its photo waits with it in the bin, kept but no longer served, and goes when the bin is emptied.
  expect((await page.request.get(replacedSrc)).status()).toBe(404);
  expect(fs.readdirSync(path.join(site.dataDir, "uploads")).filter((name) => replacedSrc.includes(name.split("-")[0] ?? "-"))).not.toEqual([]);
  await page.goto("/login-home/bin");
  await page.getByRole("link", { name: "Empty the bin" }).click();
  await expect(page.locator("h1")).toHaveText("Empty the bin?");
  // A post the signal drops leaves her on the question, told to tap again.
  await signalOnPosts(page, "/login-home/bin", ["dropped"]);
  await page.getByRole("button", { name: "Empty the bin" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The connection dropped" })).toBeInViewport();
  await expect(page.locator("h1")).toHaveText("Empty the bin?");
  await page.getByRole("button", { name: "Empty the bin" }).click();
  await expect(page.getByRole("status")).toHaveText("The bin was emptied.");
  await expect(page.getByText("The bin is empty.")).toBeVisible();
  expect((await page.request.get(replacedSrc)).status()).toBe(404);
});

test("a save shows a busy button while it runs", async ({ ownerPage: page }) => {
  await page.goto("/login-home/update");
  await page.route("**/login-home/update*", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel("Notice in English").fill("A notice posted on a slow link");
  await page.getByRole("button", { name: "Post notice" }).click();
  const busy = page.getByRole("button", { name: "Saving…" });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  await expect(page.getByRole("status")).toHaveText("The notice was posted.");
});

test("axe finds no accessibility problem on any owner page", async ({ ownerPage: page }) => {
  test.setTimeout(240_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/login-home/notice");
  const firstEditLink = () =>
    page
      .locator("[data-owner-row]")
      .getByRole("link", { name: /^Update/ })
      .first()
      .getAttribute("href");
  const noticeEdit = (await firstEditLink()) ?? "";
  await page.goto("/login-home/worklist");
  const counterEdit = (await firstEditLink()) ?? "";
  await page.goto("/login-home/photo-content");
  const photoEdit = (await firstEditLink()) ?? "";
  await page.goto("/login-home/team");
  const teamEdit = (await firstEditLink()) ?? "";
  await page.goto("/login-home/gallery");
  const galleryGroup = (await firstEditLink()) ?? "";
  const confirmDelete = `/login-home/notice?delete=${noticeEdit.split("/").at(-1) ?? ""}`;
  for (const path of [...OWNER_PAGES, noticeEdit, counterEdit, photoEdit, teamEdit, galleryGroup, `${galleryGroup}/new`, confirmDelete]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.goto("/login-home/update");
  await page.getByRole("button", { name: "Post notice" }).evaluate((button) => button.closest("form")?.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Post notice" }).click();
  await expect(page.getByRole("alert")).toHaveText("Required Fields");
  await expectNoAxeViolations(page);
});

test("with JavaScript a photo upload shows its progress, and a refusal comes back on the form", async ({ ownerPage: page }, testInfo) => {
  const notAPhoto = testInfo.outputPath("notes.jpg");
  fs.writeFileSync(notAPhoto, "shopping list, not a photo");
  await page.goto("/login-home/add-content");
  await page.route("**/login-home/add-content", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.getByLabel("Photo").setInputFiles(notAPhoto);
  await page.getByLabel("Description in English").fill("Refused upload");
  await page.getByRole("button", { name: "Add photo story" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("not a photo");
  await expect(page.getByLabel("Description in English")).toHaveValue("Refused upload");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test.describe("on a phone with JavaScript", () => {
  test.use(PHONE);

  test("a refused long form says why where she is looking, every time she taps Save", async ({ ownerPage: page }) => {
    await page.goto("/login-home/contact");
    await page.getByLabel("Phone", { exact: true }).fill("12345");
    for (const time of ["first", "second"]) {
      const save = page.getByRole("button", { name: "Save contact details" });
      await save.scrollIntoViewIfNeeded();
      await save.click();
      const refusal = page.getByRole("alert").filter({ hasText: "Phone must be a mobile of ten digits" });
      await expect(refusal, `the ${time} refusal`).toBeInViewport();
    }

    await page.goto("/login-home/events/new");
    await page.getByLabel("Name of the camp or event in English").fill("Eye camp");
    await page.getByLabel("Day", { exact: true }).fill("2026-12-10");
    await page.getByLabel("Last day").fill("2026-12-01");
    await page.getByLabel("Village or place in English").fill("Karanda");
    await page.getByRole("button", { name: "Save the event" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Last day: it cannot be before the first day." })).toBeInViewport();
  });

  test("a form sent as the signal drops keeps what she wrote, and sent again is saved once", async ({ ownerPage: page }) => {
    const notice = "Free eye camp at Karanda on Sunday, 10 am";
    await page.goto("/login-home/update");
    await page.getByLabel("Notice in English").fill(notice);
    // The first never leaves the phone; the second arrives and is saved, but its answer is lost.
    const sent = await signalOnPosts(page, "/login-home/update", ["dropped", "answerLost"]);
    const post = page.getByRole("button", { name: "Post notice" });
    for (const time of [1, 2]) {
      await post.click();
      await expect.poll(sent).toBe(time);
      await expect(post).toBeEnabled();
      await expect(page.getByRole("alert").filter({ hasText: "The connection dropped" }), `drop ${time}`).toBeInViewport();
      await expect(page.getByLabel("Notice in English")).toHaveValue(notice);
    }
    // Nothing was read again over the dead signal: the message of the save that did arrive waits.
    await expect(page.getByRole("status")).toBeEmpty();
    await post.click();
    await expect(page.getByRole("status")).toHaveText("The notice was posted.");
    expect(sent()).toBe(3);
    await page.goto("/login-home/notice");
    await expect(page.locator("[data-owner-row]").filter({ hasText: notice })).toHaveCount(1);
  });

  test("a cash donation written on a slow signal says it is busy, shows its problems in sight, and survives a dropped signal", async ({ ownerPage: page }) => {
    await page.goto("/login-home/donations/new");
    await fillDonationForm(page, { name: "Kamla Devi", address: "Ward 2, Karanda", amount: "1,500", day: daysAgo(1), mode: "cash", purpose: "others" });
    const save = page.getByRole("button", { name: "Save the donation" });
    await save.scrollIntoViewIfNeeded();
    // No ID yet: the list of what to correct comes into sight, far above the button she tapped.
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: "Please correct what is marked below" })).toBeInViewport();
    await page.getByLabel("Donor's ID for the 80G receipt").selectOption("pan");
    await page.getByLabel("ID number").fill("KLMNO4321P");

    await signalOnPosts(page, "/login-home/donations/new", ["dropped", "slow"]);
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: "The connection dropped" })).toBeInViewport();
    await expect(page.getByLabel("Donor's full name")).toHaveValue("Kamla Devi");
    await save.click();
    await expect(page.getByRole("button", { name: "Saving…" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText("The donation was written into the register and its receipt numbered.");
    await expect(page.locator("[data-donation]")).toContainText("KLMNO****P");
  });

  test("a row moved up a long list stays in sight, marked", async ({ ownerPage: page }) => {
    await moveTheLastQuestionUpTwice(page);
  });

  test("on a slow signal only the button she tapped says it is busy", async ({ ownerPage: page }) => {
    const slowly = (address: string) =>
      page.route(address, async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fallback();
      });
    await slowly("**/login-home/faqs**");
    await page.goto("/login-home/faqs");
    const first = page.locator("[data-owner-row]").first();
    await first.getByRole("button", { name: /^Move down/ }).click();
    await expect(first.getByRole("button", { name: "Moving…" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Moving…" })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Deleting…" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Moving…" })).toHaveCount(0);

    await page.goto("/login-home/logo");
    await page.getByLabel(/^Logo/).setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 400) });
    await page.getByRole("button", { name: "Save logo" }).click();
    await expect(page.getByRole("status")).toHaveText("The logo was saved.");
    await page.goto("/login-home/logo");
    await slowly("**/login-home/logo/remove**");
    await page.getByRole("button", { name: "Remove the logo" }).click();
    await expect(page.getByRole("button", { name: "Removing…" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save logo" })).toBeEnabled();
    await expect(page.getByRole("status")).toHaveText("The logo was removed.");
  });

  test("a Remove the signal dropped leaves her on her page, told so in her language, and her tap again removes it", async ({ ownerPage: page }) => {
    const inEachLanguage = [
      {
        language: "en",
        save: "Save the QR code",
        saved: "The bank's QR code was saved.",
        remove: "Remove the bank’s QR code",
        dropped: "The connection dropped",
        removed: "The bank's QR code was removed: the donate page shows its own again.",
      },
      {
        language: "hi",
        save: "QR कोड सहेजें",
        saved: "बैंक का QR कोड सहेज लिया गया।",
        remove: "बैंक का QR कोड हटाएँ",
        dropped: "कनेक्शन टूट गया",
        removed: "बैंक का QR कोड हट गया: दान वाला पेज फिर से अपना बनाया कोड दिखाएगा।",
      },
    ];
    // A photo of the bank's code as a phone's camera takes it, about 5 MB.
    const photo = { name: "IMG_20261127_093000.jpg", mimeType: "image/jpeg", buffer: await makeCameraJpeg() };
    try {
      for (const words of inEachLanguage) {
        await page.request.post("/login-home/language", { form: { language: words.language } });
        await page.goto("/login-home/upi-qr");
        await page.locator("main input[type=file]").setInputFiles(photo);
        await page.getByRole("button", { name: words.save }).click();
        await expect(page.getByRole("status")).toHaveText(words.saved, { timeout: 30_000 });
        await page.goto("/login-home/upi-qr");
        const sent = await signalOnPosts(page, "/login-home/upi-qr/remove", ["dropped"]);
        const remove = page.getByRole("button", { name: words.remove });
        await remove.click();
        await expect(page.getByRole("alert").filter({ hasText: words.dropped }), words.language).toBeInViewport();
        await expect(page).toHaveURL(/\/login-home\/upi-qr$/);
        await remove.click();
        await expect(page.getByRole("status")).toHaveText(words.removed);
        expect(sent()).toBe(2);
        await page.goto("/login-home/upi-qr");
        await expect(remove).toHaveCount(0);
      }
    } finally {
      await page.request.post("/login-home/language", { form: { language: "en" } });
    }
  });

  test("a row's refused Move shows above the list, not on the add form", async ({ ownerPage: page }) => {
    await page.goto("/login-home/faqs");
    for (const question of ["Who can join the evening class?", "Is the eye camp free?"]) {
      await page.getByLabel("Question in English").fill(question);
      await page.getByLabel("Answer in English").fill("Yes.");
      await page.getByRole("button", { name: "Add question" }).click();
      await expect(page.getByRole("status")).toContainText("added");
    }
    const row = page.locator("[data-owner-row]").filter({ hasText: "Is the eye camp free?" });
    const id = (await row.getAttribute("id"))?.replace(/^row-/, "") ?? "";
    // Another phone of the trust's bins it meanwhile; this one still shows it.
    expect((await page.request.post("/login-home/faqs", { form: { _id: id, intent: "delete" } })).ok()).toBe(true);
    await row.getByRole("button", { name: /^Move up/ }).click();

    const addForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add question" }) });
    const above = page.getByRole("alert").filter({ hasNotText: /^$/ });
    await expect(above).toHaveText("Not Found");
    await expect(above).toBeInViewport();
    await expect(addForm.getByRole("alert")).toHaveText("");
    await expect(page.locator("[data-owner-row]").filter({ hasText: "Is the eye camp free?" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
