import type { Page } from "@playwright/test";
import { englishWordsInHindi, expect, expectNoAxeViolations, fillIn, logIn, OWNER, test } from "../support/fixtures";
import { OWNER_PAGES } from "../support/pages";
import { daysAgo, donationFields } from "../support/donations";
import { PHONE } from "../support/afternoon";
import { signalOnPosts } from "../support/signal";
import { galleryGroupTitled } from "../support/one-language-site";

// The owner runs the whole owner's area in Hindi: a choice kept with the owner (it outlives
// logging out), made from the owner menu without JavaScript, followed by every owner page, its
// header and footer, its messages and its refusals. The site has demo content, so the lists and
// edit pages have rows (in English, marked lang="en").
test.use({ siteOf: "the owner's area in Hindi" });
test.describe.configure({ mode: "serial" });

/** The pages of one record each: the first notice, counter, story, team member, question and gallery group, and a donation. */
async function recordPages(page: Page): Promise<string[]> {
  const firstLink = async (list: string, pattern: RegExp) => {
    await page.goto(list);
    const hrefs = await page.locator("main a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const href = hrefs.find((candidate) => pattern.test(candidate));
    expect(href, `a record on ${list}`).toBeTruthy();
    return href ?? "";
  };
  const notice = await firstLink("/login-home/notice", /^\/login-home\/notice\/\w+$/);
  const gallery = await firstLink("/login-home/gallery", /^\/login-home\/gallery\/\w+$/);
  return [
    notice,
    `${notice}/attachment`,
    await firstLink("/login-home/worklist", /^\/login-home\/worklist\/\w+$/),
    await firstLink("/login-home/photo-content", /^\/api\/v1\/content\/get_Contents_Update\/\w+$/),
    await firstLink("/login-home/team", /^\/login-home\/team\/\w+$/),
    await firstLink("/login-home/faqs", /^\/login-home\/faqs\/[\w-]+$/),
    gallery,
    `${gallery}/new`,
    "/login-home/programmes/rural",
    "/login-home/trust",
    "/login-home/contact",
    "/login-home/donation-details",
    `/login-home/notice?delete=${notice.split("/").at(-1) ?? ""}`,
  ];
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the owner switches the owner's area to Hindi from the menu, and it stays Hindi after logging in again", async ({ page }) => {
    await logIn(page.request);
    await page.goto("/login-home");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("navigation", { name: "Owner" }).getByRole("button", { name: "Show the owner's area in Hindi" }).click();
    await expect(page).toHaveURL(/\/login-home$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("h1")).toHaveText(`नमस्ते, ${OWNER.userid}`);
    await expect(page.getByRole("navigation", { name: "संचालक" }).getByRole("link", { name: "सूचना पट बदलें" })).toBeVisible();

    await page.getByRole("button", { name: "लॉग आउट" }).click();
    await logIn(page.request);
    await page.goto("/login-home/bin");
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("h1")).toHaveText("कूड़ेदान");
  });

  test("the login has a Hindi page, linked from the English one; a login there opens the owner's area in Hindi", async ({ page }) => {
    // The owner's area in English, and logged out.
    await logIn(page.request);
    await page.request.post("/login-home/language", { form: { language: "en" } });
    await page.context().clearCookies();
    await page.goto("/login?redirectTo=%2Flogin-home%2Fbin");
    await page.getByRole("link", { name: "हिंदी में लॉग इन करें" }).click();
    await expect(page).toHaveURL(/\/hi\/login\?redirectTo=%2Flogin-home%2Fbin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.locator("h1")).toHaveText("संचालक का लॉग इन");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await englishWordsInHindi(page)).toEqual([]);
    await page.getByLabel("यूज़र आईडी").fill(OWNER.userid);
    await page.getByLabel("पासवर्ड", { exact: true }).fill("not the password");
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(page.getByRole("alert")).toHaveText("यूज़र आईडी या पासवर्ड ग़लत है।");
    await page.getByLabel("पासवर्ड", { exact: true }).fill(OWNER.password);
    await page.getByRole("button", { name: "लॉग इन करें" }).click();
    await expect(page).toHaveURL(/\/login-home\/bin$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // Logging out leads back to the Hindi login.
    await page.getByRole("button", { name: "लॉग आउट" }).click();
    await expect(page).toHaveURL(/\/hi\/login$/);
  });

  test("a save says so in Hindi, a refusal says why in Hindi, and the page's header and footer are Hindi", async ({ page }) => {
    await logIn(page.request);
    await page.goto("/login-home/update");
    await page.getByRole("button", { name: "सूचना लगाएँ" }).click();
    await expect(page.getByRole("alert")).toHaveText("ज़रूरी ख़ाने भरें।");
    await page.getByLabel("सूचना, हिंदी में").fill("रविवार को गाँव में स्वास्थ्य शिविर लगेगा।");
    await page.getByRole("button", { name: "सूचना लगाएँ" }).click();
    await expect(page.locator("[role=status]")).toHaveText("सूचना लग गई।");
    await expect(page.locator("header").getByRole("link", { name: "सूचनाएँ" }).first()).toHaveAttribute("href", "/hi/updates");
    await expect(page.locator("footer")).toContainText("कॉपीराइट @ 2024");

    const counters: Record<string, string>[] = [
      { "काम का नाम, अंग्रेज़ी में": "x".repeat(20), गिनती: "5", "काम का नाम, हिंदी में": "दान" },
      { "काम का नाम, अंग्रेज़ी में": "X".repeat(20), गिनती: "7" },
    ];
    for (const counter of counters) {
      await page.goto("/login-home/add-help");
      await fillIn(page, counter);
      await page.getByRole("button", { name: "आँकड़ा जोड़ें" }).click();
    }
    await expect(page.getByRole("alert")).toHaveText("इस नाम का आँकड़ा पहले से है।");
  });

  test("a screen reader hears each row's buttons in Hindi word order: the record, then what the button does", async ({ page }) => {
    await logIn(page.request);
    await page.goto("/login-home/notice");
    const first = page.locator("[data-owner-row]").first();
    // A notice goes to the bin: "कूड़ेदान में डालें", not the "हमेशा के लिए मिटाएँ" of what is erased at once.
    await expect(first.getByRole("button", { name: /^\d{1,2} \S+ \d{4} की सूचना कूड़ेदान में डालें$/ })).toHaveCount(1);
    await expect(first.getByRole("link", { name: /^\d{1,2} \S+ \d{4} की सूचना बदलें$/ })).toHaveCount(1);
  });

  test("the role of a team member is suggested in the Hindi box too", async ({ page }) => {
    await logIn(page.request);
    await page.goto("/login-home/team/new");
    await expect(page.locator("#roleHi")).toHaveAttribute("list", "roleHi-suggestions");
    await expect(page.locator("datalist#roleHi-suggestions option[value='सचिव']")).toHaveCount(1);
    await expect(page.locator("#role")).toHaveAttribute("list", "role-suggestions");
  });

  test("no owner page in Hindi shows a fixed text in English", async ({ page }) => {
    await logIn(page.request);
    const declaration = donationFields(daysAgo(0), { amount: "500", purpose: "others", contact: "9876543210", consent: "yes" });
    const declared = await page.request.post("/donate", { form: declaration, maxRedirects: 0 });
    expect(declared.status(), "a declared donation").toBe(303);
    await page.goto("/login-home/donations");
    const donation = (await page.locator("main [data-donations] a[href^='/login-home/donations/']").first().getAttribute("href")) ?? "";
    // What the owner wrote in English only is shown in English on a Hindi page, marked as English, even inside a Hindi sentence.
    expect((await page.request.post("/login-home/gallery", { form: { intent: "add", title: "Village library opening" }, maxRedirects: 0 })).status()).toBe(302);
    const englishGroup = await galleryGroupTitled(page, "Village library opening");
    for (const path of [...OWNER_PAGES, ...(await recordPages(page)), donation, englishGroup, `${englishGroup}/new`]) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("lang", "hi");
      expect(await englishWordsInHindi(page), path).toEqual([]);
    }
  });
});

test("axe finds no accessibility problem on the owner's pages in Hindi", async ({ page }) => {
  // Axe on every owner page takes a while on a busy machine, as the English test's does.
  test.setTimeout(240_000);
  await logIn(page.request);
  for (const path of OWNER_PAGES) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expectNoAxeViolations(page);
  }
});

test.describe("on a phone with JavaScript", () => {
  test.use(PHONE);

  test("a dropped signal and a refused save say so in Hindi where she is looking, and a moved row comes back in sight", async ({ page }) => {
    await logIn(page.request);
    await page.goto("/login-home/contact");
    await page.getByLabel("फ़ोन", { exact: true }).fill("12345");
    const save = page.getByRole("button", { name: "संपर्क की जानकारी सहेजें" });
    await save.scrollIntoViewIfNeeded();
    // The signal drops on the way: the form stays, with what she wrote, and says so in Hindi.
    await page.route("**/login-home/contact.data", (route) => route.abort("internetdisconnected"), { times: 1 });
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: "कनेक्शन टूट गया, इसलिए साइट का जवाब नहीं आया।" })).toBeInViewport();
    await expect(page.getByLabel("फ़ोन", { exact: true })).toHaveValue("12345");
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: "फ़ोन: दस अंकों का मोबाइल नंबर लिखें" })).toBeInViewport();

    await page.goto("/login-home/faqs");
    const last = page.locator("[data-owner-row]").last();
    const question = (await last.textContent()) ?? "";
    await last.getByRole("button", { name: /ऊपर करें$/ }).click();
    const moved = page.locator("[data-just-saved]");
    await expect(moved).toContainText("अभी सहेजा गया");
    await expect(moved).toContainText(question.slice(0, 20));
    await expect(moved).toBeInViewport();
    await expect(page.getByRole("status")).toHaveText("क्रम बदल गया।");
  });
});

test.describe("on a phone with JavaScript", () => {
  test.use(PHONE);

  test("the owner switches back to English from the menu, and Logout or the switch lost to the signal leaves her on her page", async ({ page }) => {
    await logIn(page.request);
    await page.goto("/login-home/notice");
    const menu = page.getByRole("navigation", { name: "संचालक" });
    const tapAgain = menu.getByRole("alert").filter({ hasText: "साइट का जवाब आने से पहले कनेक्शन टूट गया।" });
    const logouts = await signalOnPosts(page, "/logout", ["dropped"]);
    await menu.getByRole("button", { name: "लॉग आउट" }).click();
    await expect.poll(logouts).toBe(1);
    await expect(tapAgain).toBeInViewport();
    // The alert the dropped Logout left is the same one: the next tap waits for the switch's own post.
    const switches = await signalOnPosts(page, "/login-home/language", ["dropped"]);
    await menu.getByRole("button", { name: "संचालक का हिस्सा अंग्रेज़ी में दिखाएँ" }).click();
    await expect.poll(switches).toBe(1);
    await expect(tapAgain).toBeInViewport();

    await menu.getByRole("button", { name: "संचालक का हिस्सा अंग्रेज़ी में दिखाएँ" }).click();
    await expect.poll(switches).toBe(2);
    await expect(page).toHaveURL(/\/login-home\/notice$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toHaveText("Update Notice Board");
    await expect(page.getByRole("alert").filter({ hasText: "The connection dropped" })).toHaveCount(0);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
