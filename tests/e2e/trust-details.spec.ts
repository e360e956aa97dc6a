import type { Page } from "@playwright/test";
import { expect, fillIn, logIn, test } from "../support/fixtures";
import { makeJpeg } from "../support/photos";
import { hindiTwin, PUBLIC_PAGES } from "../support/pages";

// A fresh production site, made the trust's own through the owner's forms alone, with
// JavaScript off: nothing on a public page is ever a placeholder. (axe runs on these owner pages
// in owner-area.spec.ts, where JavaScript is on.)
test.use({ demoContent: false, javaScriptEnabled: false, siteOf: "the trust's own details" });
test.describe.configure({ mode: "serial" });

const publicPaths = [...PUBLIC_PAGES, "/login"];

/**
 * Every public page's visible text holds no [bracket], and no page names a dummy number or address.
 * Nor does a page, in either language, say where the trust works or that newspapers wrote about
 * it before the owner gave its districts or an article: not in its text, nor in its description.
 */
async function expectNothingInvented(page: Page, given: { districts: boolean; articles: boolean } = { districts: false, articles: false }) {
  const unsaid = [...(given.districts ? [] : [/districts/i, /ज़िल/]), ...(given.articles ? [] : [/newspaper/i, /अख़बार/])];
  /** The page's text with its description, once it claims none of `unsaid`. */
  const saidWithoutClaims = async (where: string) => {
    const said = `${await page.locator("body").innerText()} ${await page.locator('meta[name="description"]').getAttribute("content")}`;
    for (const claim of unsaid) expect(said, `${where}: ${claim}`).not.toMatch(claim);
    return said;
  };
  for (const path of publicPaths) {
    await page.goto(path);
    expect(await saidWithoutClaims(path), path).not.toContain("[");
    const html = await page.content();
    for (const invented of ["example.org", "0000000000", "Trust Name"]) expect(html, `${path}: ${invented}`).not.toContain(invented);
    await page.goto(hindiTwin(path));
    await saidWithoutClaims(hindiTwin(path));
  }
}

test("a fresh site calls itself 'Charitable Trust', leaves out what is not given, and invents nothing", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Home | Charitable Trust");
  await expect(page.locator("h1")).toHaveText("Charitable Trust");
  await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveCount(0);
  await page.goto("/donate");
  await expect(page.locator("[data-bank-details]")).toHaveCount(0);
  await expect(page.getByText("section 80G")).toHaveCount(0);
  // What a gift does is the trust's to tell (in its programmes' texts): the donate page names no wheelchair it may never give.
  await expect(page.locator("main")).not.toContainText(/wheelchair/i);
  await page.goto("/hi/donate");
  await expect(page.locator("main")).not.toContainText("व्हीलचेयर");
  await page.goto("/contact-us");
  await expect(page.getByRole("heading", { name: "Reach us" })).toHaveCount(0);
  await expect(page.locator("[data-locations] li")).toHaveCount(0);
  // No office to visit, no one to call: the page says what will come, not what is not there.
  await expect(page.locator("main")).toContainText("The trust will give its phone, e-mail and address here.");
  await expect(page.locator("main")).not.toContainText(/call us|visit our office/i);
  await page.goto("/hi/contact-us");
  await expect(page.locator("main")).toContainText("ट्रस्ट अपना फ़ोन, ई-मेल और पता यहाँ देगा।");
  // A vision is the trust's own: until the owner gives one, Our Vision shows the programmes' alone.
  for (const path of ["/vision", "/hi/vision"]) {
    await page.goto(path);
    await expect(page.locator("#vision-title"), path).toHaveCount(0);
    await expect(page.locator("#mission-title"), path).toBeVisible();
  }
  await expectNothingInvented(page);
});

test("the owner's home lists what is missing, each part linking to its form", async ({ page }) => {
  await logIn(page.request);
  await page.goto("/login-home");
  const checklist = page.locator("[data-getting-ready]");
  await expect(checklist).toContainText("Missing: The trust's name and story");
  await expect(checklist).toContainText("Missing: Contact details");
  await expect(checklist).toContainText("Missing: Donation details");
  await checklist.getByRole("link", { name: "Fill in Contact details" }).click();
  await expect(page).toHaveURL(/\/login-home\/contact$/);
});

test("a refused detail names the field and keeps what was typed", async ({ page }) => {
  await logIn(page.request);
  await page.goto("/login-home/donation-details");
  await page.getByLabel("Account number").fill("1234 5678 9012");
  await page.getByLabel("IFSC").fill("SBI0001234");
  await page.getByRole("button", { name: "Save donation details" }).click();
  await expect(page.getByRole("alert")).toContainText("IFSC must look like SBIN0001234");
  await expect(page.getByLabel("IFSC")).toHaveValue("SBI0001234");
  await expect(page.getByLabel("Account number")).toHaveValue("1234 5678 9012");

  await page.goto("/login-home/contact");
  await page.getByLabel("Phone", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByRole("alert")).toContainText(
    "Phone must be a mobile of ten digits, such as +91 98765 43210, or a landline with its STD code, such as 05482 224316",
  );
  await page.getByLabel("Phone", { exact: true }).fill("98765 43210");
  await page.getByLabel("Facebook page").fill("https://evil.example/fake");
  await page.getByRole("button", { name: "Save contact details" }).click();
  await expect(page.getByRole("alert")).toContainText("Facebook page must be an https address");
});

test("the owner fills every form with JavaScript off, and each save shows on the next public read", async ({ page }) => {
  await logIn(page.request);
  const forms: { at: string; fields: Record<string, string>; save: string; saved: string }[] = [
    {
      at: "/login-home/trust",
      fields: {
        "Name of the trust in English": "Gramin Jyoti Trust",
        "Short name in English": "Gramin Jyoti",
        "One line about the trust in English": "Lamps of learning in every village",
        "About the trust in English": "We teach children in the evenings.\n\nWe help Divyang friends get what the law gives them.",
        "The trust's vision in English": "Every child in Zamania reads by the age of eight.",
        "Founder's name": "Ramesh Yadav",
        "Founder's role in English": "Founder/Trustee",
        "Founder's message in English": "Namaste. Thank you for standing with us.",
      },
      save: "Save profile",
      saved: "The trust's profile was saved.",
    },
    {
      at: "/login-home/contact",
      fields: {
        Phone: "+91 98390-12345",
        "WhatsApp number": "9839012345",
        "E-mail": "office@graminjyoti.in",
        "Address in English": "Near the Panchayat Bhawan\nZamania, Ghazipur",
        "Where the trust works": "Ghazipur\nBallia",
        "Facebook page": "https://www.facebook.com/graminjyoti",
      },
      save: "Save contact details",
      saved: "The contact details were saved.",
    },
    {
      at: "/login-home/donation-details",
      fields: {
        "Account name": "Gramin Jyoti Trust",
        "Account number": "3012 4567 8901",
        IFSC: "sbin0012345",
        "Bank and branch": "State Bank of India, Zamania",
        "Phone for donors": "9839012345",
        "80G registration number": "AAATG1234CF20251",
        "80G valid until": "2030-03-31",
      },
      save: "Save donation details",
      saved: "The donation details were saved.",
    },
  ];
  for (const form of forms) {
    await page.goto(form.at);
    await fillIn(page, form.fields);
    await page.getByRole("button", { name: form.save }).click();
    await expect(page.getByRole("status"), form.at).toHaveText(form.saved);
  }

  await page.goto("/login-home/trust");
  await page.getByRole("link", { name: "The trust's logo" }).click();
  await page.getByLabel("Logo").setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 400) });
  await page.getByRole("button", { name: "Save logo" }).click();
  await expect(page.getByRole("status")).toHaveText("The logo was saved.");

  for (const [name, role, photo] of [
    ["Ramesh Yadav", "Founder/Trustee", null],
    ["Geeta Kumari", "Secretary", await makeJpeg(600, 800)],
  ] as const) {
    await page.goto("/login-home/team");
    await page.getByRole("link", { name: "Add a team member" }).click();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Role in English").fill(role);
    if (photo) await page.getByLabel("Photo (optional)").setInputFiles({ name: "geeta.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Add team member" }).click();
    await expect(page.getByRole("status")).toHaveText("The team member was added.");
  }
  await page.goto("/login-home/team");
  await page.getByRole("button", { name: "Move up “Geeta Kumari”" }).click();
  await expect(page.locator("[data-owner-row]").first()).toContainText("Geeta Kumari");
  await page.getByRole("link", { name: "Update “Ramesh Yadav”" }).click();
  await page.getByLabel("A line about them in English").fill("Teaches the evening class.");
  await page.getByRole("button", { name: "Save team member" }).click();
  await expect(page.getByRole("status")).toHaveText("The team member was updated.");

  await page.goto("/login-home/videos");
  await page.getByLabel("Title in English").fill("Our evening class");
  await page.getByLabel("YouTube link").fill("https://evil.example/watch?v=abcdefghijk");
  await page.getByRole("button", { name: "Add video" }).click();
  await expect(page.getByRole("alert")).toContainText("YouTube link must be a YouTube video's link");
  await page.getByLabel("YouTube link").fill("https://youtube.com/shorts/Abc_def-123?feature=share");
  await page.getByRole("button", { name: "Add video" }).click();
  await expect(page.getByRole("status")).toHaveText("The video was added.");

  await page.goto("/login-home/articles");
  await fillIn(page, {
    "Title in English": "Lamps of learning in Zamania",
    Link: "https://www.amarujala.com/gramin-jyoti",
    "Newspaper or site": "Amar Ujala",
    Date: "2025-03-12",
  });
  await page.getByRole("button", { name: "Add article link" }).click();
  await expect(page.getByRole("status")).toHaveText("The article link was added.");
  // Named as the bin would name it, by the same words its message and the bin use.
  await expect(page.getByRole("button", { name: "Delete the article link “Lamps of learning in Zamania”" })).toBeVisible();
  await page.goto("/login-home/programmes");
  await page.getByRole("link", { name: "Update “Rural Education”" }).click();
  await page.getByLabel("Mission in English").fill("Evening classes in Zamania.\nBooks for every child.");
  await page.getByLabel("Photo (optional)").setInputFiles({ name: "class.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(1600, 900) });
  await page.getByRole("button", { name: "Save programme" }).click();
  await expect(page.getByRole("status")).toHaveText("The programme was saved.");

  await page.goto("/login-home/gallery");
  await page.getByLabel("Title of the group in English").fill("Winter relief, Mau");
  await page.getByRole("button", { name: "Add group" }).click();
  await expect(page.getByRole("status")).toHaveText("The gallery group was added.");
  await page.goto("/login-home/gallery");
  await page.getByRole("link", { name: "Update the group “Winter relief, Mau” and its photos" }).click();
  for (const [caption, photo] of [
    ["Blankets for forty families in Mau.", await makeJpeg(1200, 800)],
    ["Volunteers packing the blankets.", await makeJpeg(800, 1200)],
  ] as const) {
    await page.getByRole("link", { name: "Add a photo" }).click();
    await page.getByLabel("Photo").setInputFiles({ name: "relief.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByLabel("Caption in English").fill(caption);
    await page.getByRole("button", { name: "Add photo" }).click();
    await expect(page.locator("[data-owner-row]").last()).toContainText(caption);
  }
  await page.getByRole("button", { name: "Move up the photo “Volunteers packing the blankets.”" }).click();
  await expect(page.locator("[data-owner-row]").first()).toContainText("Volunteers packing the blankets.");

  await page.goto("/login-home/faqs");
  await page.getByRole("link", { name: "Update the question “Will I get a receipt?”" }).click();
  await page.getByLabel("Answer in English").fill("Yes, within a week, on WhatsApp or by post.");
  await page.getByRole("button", { name: "Save question" }).click();
  await expect(page.getByRole("status")).toHaveText("The question was updated.");
  await page.goto("/login-home/faqs");
  await fillIn(page, { "Question in English": "Can I volunteer?", "Answer in English": "Yes. Call us." });
  await page.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByRole("status")).toHaveText("The question was added.");
  await page.goto("/login-home/documents/new");
  await page.getByLabel("Kind").selectOption("report");
  await page.getByLabel("Title in English").fill("Annual report");
  await page.getByLabel("Year").fill("2024-25");
  await page.getByLabel("PDF").setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await page.getByRole("button", { name: "Add document" }).click();
  await expect(page.getByRole("status")).toHaveText("The document was added.");
  await page.goto("/login-home");
  await expect(page.locator("[data-getting-ready]")).not.toContainText("Missing");

  const visitor = await page.context().browser()?.newPage({ javaScriptEnabled: false, baseURL: page.url() });
  if (!visitor) throw new Error("no second page");
  await visitor.goto("/");
  await expect(visitor).toHaveTitle("Home | Gramin Jyoti");
  await expect(visitor.locator("h1")).toHaveText("Gramin Jyoti Trust");
  await expect(visitor.locator("main")).toContainText("Lamps of learning in every village");
  await expect(visitor.locator("main")).toContainText("We help Divyang friends get what the law gives them.");
  await expect(visitor.getByRole("link", { name: /Chat with us/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/919839012345\?text=/);
  await expect(visitor.locator("footer")).toContainText("Phone: +91 98390 12345");
  await expect(visitor.locator("footer").getByRole("link", { name: "Facebook" })).toHaveAttribute("href", "https://www.facebook.com/graminjyoti");

  await visitor.goto("/vision");
  await expect(visitor.getByRole("region", { name: "Vision" })).toContainText("Every child in Zamania reads by the age of eight.");
  await visitor.goto("/hi/vision");
  await expect(visitor.locator("main [lang=en]").filter({ hasText: "Every child in Zamania" })).toHaveCount(1);

  await visitor.goto("/contact-us");
  await expect(visitor.locator("main").getByRole("link", { name: "+91 98390 12345" })).toHaveAttribute("href", "tel:+919839012345");
  await expect(visitor.locator("main")).toContainText("Zamania, Ghazipur");
  await expect(visitor.locator("[data-locations] li")).toHaveText(["Ghazipur", "Ballia"]);
  await expect(visitor.locator("main")).toContainText("We are happy to hear from you.");
  await expect(visitor.locator("main")).not.toContainText("The trust will give its phone");

  await visitor.goto("/donate");
  const bank = visitor.locator("[data-bank-details]");
  await expect(bank).toContainText("301245678901");
  await expect(bank).toContainText("SBIN0012345");
  await expect(visitor.locator("main").getByRole("link", { name: "+91 98390 12345" })).toHaveAttribute("href", "tel:+919839012345");
  await expect(visitor.locator("[data-upi-qr]")).toHaveCount(0);
  await expect(visitor.locator("main")).toContainText("section 80G");
  await expect(visitor.locator("main")).toContainText("AAATG1234CF20251");

  await visitor.goto("/message");
  await expect(visitor.locator("main")).toContainText("Namaste. Thank you for standing with us.");
  await expect(visitor.locator("main")).toContainText("Ramesh Yadav, Founder/Trustee");
  await expect(visitor.getByRole("link", { name: /Play the video: “Our evening class/ })).toHaveAttribute("href", /Abc_def-123/);

  await expect(visitor.locator("header img").first()).toHaveAttribute("srcset", /^\/uploads\/[a-f0-9]{24}-360\.jpg 360w/);

  await visitor.goto("/teams");
  await expect(visitor.locator("[data-team-member] h2")).toHaveText(["Geeta Kumari", "Ramesh Yadav"]);
  await expect(visitor.locator("[data-team-member]").first().locator("img")).toHaveAttribute("src", /^\/uploads\//);
  await expect(visitor.locator("[data-team-member]").last().locator("svg")).toBeVisible();
  await expect(visitor.locator("main")).toContainText("Teaches the evening class.");

  await visitor.goto("/rural");
  await expect(visitor.locator("section[aria-labelledby=mission] li").first()).toHaveText("Evening classes in Zamania.");
  await expect(visitor.locator("main")).toContainText("Books for every child.");
  await expect(visitor.getByRole("img", { name: "Rural Education: a photo of the work" })).toHaveAttribute("src", /^\/uploads\//);

  await visitor.goto("/FAQs");
  await expect(visitor.locator("main")).toContainText("Yes, within a week, on WhatsApp or by post.");
  await expect(visitor.locator("summary").last()).toContainText("Can I volunteer?");

  await visitor.goto("/gallery");
  await expect(visitor.getByRole("link", { name: /Lamps of learning in Zamania/ })).toHaveAttribute("href", "https://www.amarujala.com/gramin-jyoti");
  await expect(visitor.locator("main")).toContainText("Lamps of learning in Zamania (opens in a new tab), Amar Ujala, 12 March 2025");
  const relief = visitor.getByRole("region", { name: "Winter relief, Mau" });
  await expect(relief.locator("figcaption")).toHaveText(["Volunteers packing the blankets.", "Blankets for forty families in Mau."]);
  for (const image of await relief.locator("img").all()) {
    const served = await visitor.request.get((await image.getAttribute("src")) ?? "");
    expect(served.headers()["content-type"]).toBe("image/jpeg");
  }
  await expectNothingInvented(visitor, { districts: true, articles: true });
  await visitor.close();
});
