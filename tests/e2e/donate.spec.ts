import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, logIn, test } from "../support/fixtures";
import { daysAgo } from "../support/donations";

// A donor pays by UPI and declares the donation from a phone with JavaScript off; the owner checks
// it and sends the receipt, also without JavaScript. axe (which needs JavaScript to run) checks
// every state of these pages.
test.use({ demoContent: false, siteOf: "the donations" });
test.describe.configure({ mode: "serial" });

async function giveTrustDetails(request: APIRequestContext) {
  await logIn(request);
  const form = { maxRedirects: 0 };
  expect(
    (
      await request.post("/login-home/trust", {
        ...form,
        form: { name: "Asha Gramin Vikas Trust", formedOn: "2023-11-08", formedUnder: "the Indian Trust Act of 1882" },
      })
    ).status(),
  ).toBe(302);
  const details = {
    upiId: "asha.trust@sbi",
    accountName: "Asha Gramin Vikas Trust",
    accountNumber: "123456789012",
    ifsc: "SBIN0001234",
    donorPhone: "9876543210",
    reg80G: "AAATA1234CF20231",
    reg80GValidUntil: "2099-03-31",
  };
  expect((await request.post("/login-home/donation-details", { ...form, form: details })).status()).toBe(302);
  await request.post("/logout", form);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a donor scans or taps to pay by UPI, finds the bank details, and declares the donation", async ({ page }) => {
    await giveTrustDetails(page.request);
    await page.context().clearCookies();
    await page.goto("/donate");
    await expect(page.getByRole("img", { name: "QR code to give to Asha Gramin Vikas Trust by UPI" })).toBeVisible();
    await expect(page.locator("[data-upi-id]")).toHaveText("asha.trust@sbi");
    await expect(page.getByRole("link", { name: "₹1,000" })).toHaveAttribute(
      "href",
      "upi://pay?pa=asha.trust@sbi&pn=Asha%20Gramin%20Vikas%20Trust&cu=INR&tn=Donation&am=1000",
    );
    await expect(page.getByRole("link", { name: "Any amount" })).toHaveAttribute("href", /tn=Donation$/);
    await expect(page.locator("[data-bank-details]")).toContainText("123456789012");
    // Without a script nothing can copy: the buttons stay hidden and the values are plain text.
    await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    await expect(page.getByText("eligible for tax exemption under section 80G")).toBeVisible();

    await page.getByLabel("Your full name").fill("Ramesh Kumar");
    await page.getByLabel("Your address").fill("Village Karanda, Ghazipur 233001");
    await page.getByLabel("Your ID for the 80G receipt").selectOption("pan");
    await page.getByLabel("ID number").fill("abcde1234f");
    await page.getByLabel("Amount in rupees").fill("1,000");
    await page.getByLabel("Date of the donation").fill(daysAgo(1));
    await page.getByLabel("How you paid").selectOption("upi");
    await page.getByLabel("UTR or cheque number (if any)").fill("432198765432");
    await page.getByLabel("What is the donation for?").selectOption("others");
    await page.getByLabel("Mobile number or e-mail for your receipt").fill("98765 43210");
    await page.getByLabel("I agree that the trust keeps these details").check();
    await page.getByRole("button", { name: "Send the details" }).click();
    await expect(page).toHaveURL(/\/donate\/thank-you(#declare)?$/);
    await expect(page.locator("h1")).toHaveText("Thank you for your donation");
    await expect(page.getByRole("listitem").first()).toHaveText("Within a week we check your donation against the trust's bank account.");
  });

  test("a refused declaration comes back in Hindi, each problem beside its field, with what was typed", async ({ page }) => {
    await page.goto("/hi/donate");
    await page.getByLabel("आपका पूरा नाम").fill("सीता देवी");
    await page.getByLabel("80G रसीद के लिए आपका पहचान पत्र").selectOption("aadhaar");
    await page.getByLabel("पहचान पत्र का नंबर").fill("2341 2341 2347");
    await page.getByLabel("रकम (रुपयों में)").fill("250000");
    await page.getByLabel("आपने कैसे दिया").selectOption("cash");
    await page.getByRole("button", { name: "जानकारी भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/donate#declare$/);
    const problems = page.getByRole("alert");
    await expect(problems).toContainText("नीचे जो निशान लगा है, उसे ठीक कर दीजिए:");
    await expect(problems.getByRole("link", { name: "पहचान पत्र का नंबर: यह आधार नंबर सही नहीं है: कृपया इसके अंक फिर से देख लें।" })).toHaveAttribute("href", "#idNumber");
    await expect(page.getByLabel("पहचान पत्र का नंबर")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("पहचान पत्र का नंबर")).toHaveAccessibleDescription(/यह आधार नंबर सही नहीं है/);
    await expect(page.getByLabel("रकम (रुपयों में)")).toHaveAccessibleDescription(/धारा 269ST/);
    await expect(page.getByLabel("आपका पूरा नाम")).toHaveValue("सीता देवी");
    await expect(page.getByLabel("आपका पता")).toHaveAccessibleDescription("कृपया यह भरें।");
  });

  test("the owner verifies the donation, opens its receipt and makes the donor's link", async ({ page }) => {
    await logIn(page.request);
    await page.goto("/login-home");
    await expect(page.locator("[data-new-donations]")).toHaveText(/One donation is waiting to be checked\./);
    await page.getByRole("link", { name: "Donations", exact: true }).click();
    await expect(page.locator("[data-donations]")).toContainText("ABCDE****F");
    await page.getByRole("link", { name: /^Open the donation of ₹1,000 from “Ramesh Kumar”$/ }).click();
    await expect(page.locator("[data-donation]")).toContainText("ABCDE****F");
    await expect(page.locator("[data-donation]")).not.toContainText("ABCDE1234F");
    await page.getByRole("button", { name: "Verify and number the receipt" }).click();
    await expect(page.getByRole("status")).toHaveText("The donation was verified and its receipt numbered.");
    await expect(page.locator("h1")).toHaveText(/^A donation: verified, receipt \d{4}-\d{2}\/0001$/);
    await expect(page.getByRole("link", { name: "Open the receipt (PDF)" })).toHaveAttribute("href", /\/receipt\.pdf$/);
    await page.getByRole("button", { name: "Make a receipt link" }).click();
    await expect(page.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/919876543210\?text=Namaste%20Ramesh%20Kumar/,
    );
  });
});

test("axe finds nothing on the donate page, a refused declaration, the thank-you page and the owner's register", async ({ page }) => {
  for (const path of ["/donate", "/hi/donate", "/donate/thank-you?cash=over", "/hi/donate/thank-you"]) {
    await page.goto(path);
    await expectNoAxeViolations(page);
  }
  await page.goto("/hi/donate");
  await page.getByRole("button", { name: "जानकारी भेजें" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  // Scrolled to the form, the buttons above it sit under the sticky header, which axe counts as
  // too small a target; from the top every control is where a visitor meets it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);
  await logIn(page.request);
  await page.goto("/login-home/donations");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: /^Open the donation/ }).click();
  await expectNoAxeViolations(page);
});

test("with JavaScript, a copy button puts the UPI ID on the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/donate");
  const copy = page.getByRole("button", { name: "Copy: UPI ID" });
  await copy.click();
  await expect(copy).toHaveText("Copied");
  await expect(page.locator("[data-copy-status]").first()).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("asha.trust@sbi");
  await expectNoAxeViolations(page);
});
