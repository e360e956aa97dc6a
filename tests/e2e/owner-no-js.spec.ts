import { daysAgo, fillDonationForm, donationFields } from "../support/donations";
import { expect, logIn, logInWithForm, OWNER, tapInRow, test } from "../support/fixtures";
import { PHONE } from "../support/afternoon";
import { makeJpeg } from "../support/photos";
import { moveTheLastQuestionUpTwice } from "../support/long-list";

// The owner sometimes works from a phone with no JavaScript: every step still works.
test.use({ javaScriptEnabled: false, siteOf: "the owner without JavaScript" });

test("log in, post a notice, edit it and delete it with JavaScript off", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("User ID").fill(OWNER.userid);
  await page.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await expect(page.getByRole("button", { name: /show password/i })).toHaveCount(0);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/login-home$/);

  await page.getByRole("link", { name: "Notice Board", exact: true }).click();
  await page.getByLabel("Notice in English").fill("Typed with JavaScript off");
  await page.getByRole("button", { name: "Post notice" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was posted.");

  await page.getByRole("link", { name: "Update Notice Board" }).click();
  await tapInRow(page, "Typed with JavaScript off", "link", "Update");
  await page.getByLabel("Notice in English").fill("Edited with JavaScript off");
  await page.getByRole("button", { name: "Save notice" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was updated.");

  await page.getByRole("link", { name: "Update Notice Board" }).click();
  await tapInRow(page, "Edited with JavaScript off", "button", "Delete");
  // Without JavaScript, Delete asks on a page of its own first; going back keeps the notice.
  await expect(page.locator("h1")).toHaveText(/^Move the notice of \d{1,2} \w+ \d{4} to the bin\? You can restore it from the bin for 30 days\.$/);
  await page.getByRole("link", { name: "Keep it" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Edited with JavaScript off" })).toHaveCount(1);
  await tapInRow(page, "Edited with JavaScript off", "button", "Delete");
  await page.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status")).toHaveText("The notice was moved to the bin.");
  await page.goto("/updates");
  await expect(page.getByText("Edited with JavaScript off")).toHaveCount(0);
  // The bin gives it back with one plain form.
  await page.goto("/login-home/bin");
  await page.getByRole("button", { name: "Restore the notice “Edited with JavaScript off”" }).click();
  await expect(page.getByRole("status")).toHaveText("It is back where it was.");
  await page.goto("/updates");
  await expect(page.getByText("Edited with JavaScript off")).toHaveCount(1);
});

test("a refused save comes back with the message and the typed input, without JavaScript", async ({ page }) => {
  await page.goto("/login");
  await logInWithForm(page, "wrong password");
  await expect(page.getByRole("alert")).toHaveText("Invalid Credentials");
  await expect(page.getByLabel("User ID")).toHaveValue(OWNER.userid);
});

test("the question before a delete names the record the page holds, never words from the link", async ({ page }) => {
  await logIn(page.request);
  await page.goto("/login-home/notice");
  const id = (await page.locator("input[name=delete]").first().getAttribute("value")) ?? "";
  // A link that writes its own words and promises the bin is not believed.
  await page.goto(`/login-home/notice?delete=${id}&what=${encodeURIComponent("a harmless draft")}&bin=0`);
  await expect(page.locator("h1")).toHaveText(/^Move the notice of \d{1,2} \w+ \d{4} to the bin\? You can restore it from the bin for 30 days\.$/);
  // A donation is erased for good, and its page says so whatever the link says.
  const given = daysAgo(1);
  const declared = donationFields(given, { name: "Kamla Devi", amount: "500", contact: "9876543210", consent: "yes" });
  expect((await page.request.post("/donate", { form: declared, maxRedirects: 0 })).status()).toBe(303);
  await page.goto("/login-home/donations");
  const donation = (await page.locator("main [data-donations] a[href^='/login-home/donations/']").first().getAttribute("href")) ?? "";
  await page.goto(`${donation}?delete=${donation.split("/").at(-1) ?? ""}&bin=1&what=${encodeURIComponent("nothing")}`);
  await expect(page.locator("h1")).toHaveText(/This cannot be undone\.$/);
  await expect(page.locator("h1")).not.toContainText("nothing");
  // An id the page does not hold asks nothing: the page itself shows.
  await page.goto("/login-home/notice?delete=not-a-record");
  await expect(page.locator("h1")).toHaveText("Update Notice Board");
});

test("a cheque received at the office is written into the register, waits until it clears, and its receipt is cancelled when it bounces, without JavaScript", async ({
  page,
}) => {
  await logIn(page.request);
  await page.goto("/login-home/donations");
  await page.getByRole("link", { name: "Record a donation received in person" }).click();
  await fillDonationForm(page, {
    name: "Shanti Devi",
    address: "Ward 4, Zamania",
    pan: "FGHIJ5678K",
    amount: "2,100",
    day: daysAgo(1),
    mode: "cheque",
    purpose: "others",
  });
  await page.getByLabel("UTR, or the cheque's or draft's number (if any)").fill("004512");
  await page.getByLabel("Bank of the cheque or draft").fill("Bank of Baroda, Zamania");
  await page.getByLabel(/^The money is not in yet/).check();
  await page.getByRole("button", { name: "Save the donation" }).click();
  await expect(page.getByRole("status")).toHaveText("The donation was written into the register. It waits to be verified when the money is in.");
  await expect(page.locator("h1")).toHaveText("A donation: to check");
  await expect(page.locator("[data-donation]")).toContainText("FGHIJ****K");

  await page.getByRole("button", { name: "Verify and number the receipt" }).click();
  await expect(page.locator("h1")).toContainText("A donation: verified, receipt ");
  await page.getByLabel("Why is the receipt cancelled?").fill("The cheque bounced.");
  await page.getByRole("button", { name: "Cancel the receipt" }).click();
  await expect(page.getByRole("status")).toHaveText("The receipt was cancelled. Its number stays used.");
  await expect(page.locator("h1")).toContainText("A donation: receipt cancelled, receipt ");
  await expect(page.locator("[data-history] li")).toHaveCount(3);
});

test("the bank statement is uploaded and its match verified with plain forms, without JavaScript", async ({ page }) => {
  await logIn(page.request);
  const given = daysAgo(1);
  const declared = donationFields(given, {
    name: "Mohan Lal",
    idNumber: "KLMNO1234P",
    amount: "3100",
    reference: "556677889900",
    contact: "9876543210",
    consent: "yes",
  });
  expect((await page.request.post("/donate", { form: declared, maxRedirects: 0 })).status()).toBe(303);
  await page.goto("/login-home/donations");
  await page.getByRole("link", { name: "Match the bank statement" }).click();
  const [year, month, day] = given.split("-");
  const csv = [
    "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance",
    `${day}/${month}/${year?.slice(2)},UPI-MOHAN LAL-556677889900,556677889900,,,3100.00,10000.00`,
  ].join("\n");
  await page.getByLabel("The statement (CSV or Excel)").setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByRole("status")).toHaveText("Read one credit from the statement: 1 new.");
  await expect(page.getByRole("checkbox", { name: /the donation from “Mohan Lal”/ })).toBeChecked();
  await page.getByRole("button", { name: "Verify the ticked donations and number their receipts" }).click();
  await expect(page.getByRole("status")).toHaveText("One donation was verified and its receipt numbered.");
});

test("the logo is uploaded and removed from its page with plain forms, without JavaScript", async ({ page }) => {
  await logIn(page.request);
  await page.goto("/login-home/logo");
  await page.getByLabel(/^Logo/).setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(400, 400) });
  await page.getByRole("button", { name: "Save logo" }).click();
  await expect(page.getByRole("status")).toHaveText("The logo was saved.");
  await page.goto("/login-home/logo");
  await page.getByRole("button", { name: "Remove the logo" }).click();
  await expect(page.getByRole("status")).toHaveText("The logo was removed.");
  await page.goto("/login-home/logo");
  await expect(page.getByRole("button", { name: "Remove the logo" })).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use(PHONE);

  test("a row moved up a long list comes back in sight, marked", async ({ page }) => {
    await logIn(page.request);
    await moveTheLastQuestionUpTwice(page);
  });
});
