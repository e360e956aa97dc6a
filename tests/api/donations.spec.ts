import { expect, test } from "@playwright/test";
import { financialYearOf } from "../../app/domain/donation";
import { onAFreshSite, ownerCookie, ownerUploader } from "../support/owner-http";
import { makeJpeg } from "../support/photos";
import { AADHAAR, daysAgo, donationFields, PAN } from "../support/donations";
import { pdfText } from "../support/pdf";
import type { RunningSite } from "../support/site.mjs";

// Donations the way India gives: a donor declares a donation on the donate page, the owner verifies
// it, and the trust's 80G receipt, its private link and the year's Form 10BD file follow. Every
// call here is real HTTP against the running site; the receipt's text is read from the PDF.

const DONATION_DAY = daysAgo(2);
const YEAR = financialYearOf(DONATION_DAY);

const declaration = (overrides: Record<string, string> = {}) => donationFields(DONATION_DAY, { contact: "+91 98765 43210", consent: "yes", ...overrides });

/** Posts a form as a browser would, from the given client address (the site trusts one proxy). */
function post(site: RunningSite, to: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${site.baseURL}${to}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...headers,
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** Runs `steps` on a fresh site for donations, behind a proxy it trusts (to tell donors apart), with the owner's ways to post and read. */
function onADonationSite(steps: (site: ReturnType<typeof donationSite>) => Promise<void>) {
  return onAFreshSite((site, cookie) => steps(donationSite(site, cookie)), { TRUST_PROXY: "1" });
}

function donationSite(site: RunningSite, cookie: string) {
  const owner = (to: string, fields: Record<string, string>) => post(site, to, fields, { Cookie: cookie });
  const read = async (to: string) => (await fetch(`${site.baseURL}${to}`, { headers: { Cookie: cookie } })).text();
  const idsIn = async (to: string) => [
    ...new Set([...(await read(to)).matchAll(/href="\/login-home\/donations\/(?!new"|statement")([a-z0-9]+)"/g)].map((match) => match[1] ?? "")),
  ];
  return { site, cookie, owner, read, idsIn };
}

test("a declared donation is verified, numbered, printed as an 80G receipt, shared, filed in Form 10BD and erased", async () => {
  await onADonationSite(async ({ site, cookie, owner, read, idsIn }) => {
    expect(
      (
        await owner("/login-home/trust", {
          name: "Asha Gramin Vikas Trust",
          formedOn: "2023-11-08",
          formedUnder: "the Indian Trust Act of 1882",
        })
      ).status,
    ).toBe(302);
    const registrations = { address: "Station Road\nGhazipur 233001" };
    expect((await owner("/login-home/contact", registrations)).status).toBe(302);
    const details = {
      pan: "AAATA1234C",
      reg12A: "AAATA1234CE20231",
      reg80G: "AAATA1234CF20231",
      reg80GValidUntil: "2099-03-31",
      reg80GIssuedOn: "2023-12-01",
      upiId: "asha.trust@sbi",
      accountNumber: "123456789012",
      ifsc: "SBIN0001234",
    };
    expect((await owner("/login-home/donation-details", details)).status).toBe(302);

    const declared = await post(
      site,
      "/donate",
      declaration({
        name: "रमेश कुमार",
        idType: "aadhaar",
        idNumber: "2341 2341 2346",
      }),
      { "X-Forwarded-For": "10.0.0.1" },
    );
    expect(declared.status).toBe(303);
    expect(declared.headers.get("location")).toBe("/donate/thank-you");
    const [id = ""] = await idsIn("/login-home/donations");

    // The ID number is masked on every page of the register; only the receipt and the CSV carry it whole.
    const listed = await read("/login-home/donations?status=new");
    expect(listed).toContain("XXXX XXXX 2346");
    expect(listed).not.toContain(AADHAAR);
    const detail = await read(`/login-home/donations/${id}`);
    expect(detail).toContain("XXXX XXXX 2346");
    expect(detail).not.toContain(AADHAAR);

    expect(
      (
        await fetch(`${site.baseURL}/login-home/donations/${id}/receipt.pdf`, {
          headers: { Cookie: cookie },
        })
      ).status,
    ).toBe(404);
    const verified = await owner(`/login-home/donations/${id}`, {
      _id: id,
      intent: "verify",
    });
    expect(verified.status).toBe(302);
    const again = await owner(`/login-home/donations/${id}`, {
      _id: id,
      intent: "verify",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This donation was already verified or rejected.");

    const receipt = await fetch(`${site.baseURL}/login-home/donations/${id}/receipt.pdf`, { headers: { Cookie: cookie } });
    expect(receipt.headers.get("content-type")).toBe("application/pdf");
    expect(receipt.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(await receipt.arrayBuffer());
    for (const item of [
      // Every fixed text in English and in Hindi. (A PDF's text comes out with Hindi's vowel
      // signs that go before a letter in the order they are drawn, so the Hindi checked here has none.)
      "Asha Gramin Vikas Trust",
      "Station Road, Ghazipur 233001",
      "PAN / पैन (PAN): AAATA1234C",
      "12A registration / 12A पंजीकरण: AAATA1234CE20231",
      "AAATA1234CF20231 (valid until 31 March 2099)",
      "Donation receipt / दान की रसीद",
      `Receipt number / रसीद संख्या ${YEAR}/0001`,
      "Receipt date / रसीद की तारीख़",
      "Donor / दानदाता रमेश कुमार",
      "Address / पता Village Karanda, Ghazipur 233001",
      `Aadhaar / आधार XXXX XXXX ${AADHAAR.slice(8)}`,
      "Amount / रकम ₹12,500",
      "Rupees Twelve Thousand Five Hundred Only बारह हज़ार पाँच सौ",
      "UPI / UPI से",
      "UTR / UTR 432198765432",
      "Towards the corpus of the trust",
      "eligible for deduction under section 80G of the Income-tax Act, 1961",
      "की धारा 80G के तहत कटौती योग्य है",
      "Form 10BE will follow from the income-tax portal",
      "Authorised signatory",
    ]) {
      expect(text, item).toContain(item);
    }

    // The donor's private link: no login, never kept, until the owner takes it back.
    expect((await owner(`/login-home/donations/${id}`, { _id: id, intent: "share" })).status).toBe(302);
    const shared = await read(`/login-home/donations/${id}`);
    const link = /data-receipt-link="true">([^<]+)</.exec(shared)?.[1] ?? "";
    expect(link).toMatch(new RegExp(`^${site.baseURL}/receipt/[A-Za-z0-9_-]{32}$`));
    expect(shared).toContain("https://wa.me/919876543210?text=");
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("application/pdf");
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
    expect((await fetch(`${site.baseURL}/receipt/${"x".repeat(32)}`)).status).toBe(404);
    expect(
      (
        await owner(`/login-home/donations/${id}`, {
          _id: id,
          intent: "unshare",
        })
      ).status,
    ).toBe(302);
    expect((await fetch(link)).status).toBe(404);

    // A rejected donation keeps its reason and gets no receipt.
    await post(site, "/donate", declaration({ name: "Not Paid", amount: "700" }), { "X-Forwarded-For": "10.0.0.2" });
    const unpaid = (await idsIn("/login-home/donations?status=new"))[0] ?? "";
    expect(
      (
        await owner(`/login-home/donations/${unpaid}`, {
          _id: unpaid,
          intent: "reject",
          reason: "",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await owner(`/login-home/donations/${unpaid}`, {
          _id: unpaid,
          intent: "reject",
          reason: "No such payment reached the account.",
        })
      ).status,
    ).toBe(302);
    expect(await read(`/login-home/donations/${unpaid}`)).toContain("No such payment reached the account.");
    expect(await idsIn("/login-home/donations?status=rejected")).toEqual([unpaid]);

    const csv = await fetch(`${site.baseURL}/login-home/donations/form-10bd.csv?year=${YEAR}`, { headers: { Cookie: cookie } });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Sr. No.,Pre Acknowledgement Number,ID Code,Unique Identification Number,Section Code,Unique Registration Number (URN),Date of Issuance of Unique Registration Number,Name of donor,Address of donor,Donation Type,Mode of receipt,Amount of donation (Indian rupees)",
    );
    expect(lines.slice(1)).toEqual([
      `1,,Aadhaar Number,${AADHAAR},Section 80G,AAATA1234CF20231,01-12-2023,रमेश कुमार,"Village Karanda, Ghazipur 233001",Corpus,Electronic modes including account payee cheque/draft,12500`,
    ]);
    expect((await fetch(`${site.baseURL}/login-home/donations/form-10bd.csv?year=2026`, { headers: { Cookie: cookie } })).status).toBe(400);

    // Erased at the donor's request: the donor's details go, the numbered donation stays in the books,
    // and its receipt number is never given again.
    expect(
      (
        await owner(`/login-home/donations/${id}`, {
          _id: id,
          intent: "delete",
        })
      ).status,
    ).toBe(302);
    const erased = await read(`/login-home/donations/${id}`);
    expect(erased).toContain(`receipt ${YEAR}/0001`);
    expect(erased).toContain("₹12,500");
    expect(erased).not.toContain("रमेश कुमार");
    await post(site, "/donate", declaration({ name: "Sita Devi" }), {
      "X-Forwarded-For": "10.0.0.3",
    });
    const next = (await idsIn("/login-home/donations?status=new"))[0] ?? "";
    await owner(`/login-home/donations/${next}`, {
      _id: next,
      intent: "verify",
    });
    expect(await read(`/login-home/donations/${next}`)).toContain(`receipt ${YEAR}/0002`);

    expect(site.output()).not.toContain(AADHAAR);
    expect(site.output()).not.toContain(PAN);
  });
});

test("verifies racing one another number the receipts in order, with no gap and no number twice", async () => {
  await onADonationSite(async ({ site, owner, idsIn }) => {
    for (let donor = 1; donor <= 12; donor++) {
      const declared = await post(site, "/donate", declaration({ name: `Donor ${donor}`, amount: String(100 * donor) }), {
        "X-Forwarded-For": `10.0.1.${donor}`,
      });
      expect(declared.status).toBe(303);
    }
    const ids = await idsIn("/login-home/donations");
    expect(ids).toHaveLength(12);
    // Each donation verified twice at once: one of each pair numbers it, the other is told it is done.
    const answers = await Promise.all([...ids, ...ids].map((id) => owner(`/login-home/donations/${id}`, { _id: id, intent: "verify" })));
    expect(answers.filter((answer) => answer.status === 302)).toHaveLength(12);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(12);
    const register = await (
      await fetch(`${site.baseURL}/login-home/donations?status=verified`, {
        headers: { Cookie: await ownerCookie(site.baseURL) },
      })
    ).text();
    const numbers = [...register.matchAll(new RegExp(`receipt ${YEAR}/(\\d{4})`, "g"))].map((match) => Number(match[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });
});

test("a bot's filled honeypot is thanked and forgotten, one address may declare five donations an hour, and the law's cash limits hold", async () => {
  await onADonationSite(async ({ site, idsIn }) => {
    const bot = await post(site, "/donate", declaration({ website: "http://spam.example" }), { "X-Forwarded-For": "10.0.2.1" });
    expect(bot.status).toBe(303);
    expect(await idsIn("/login-home/donations")).toEqual([]);

    // Five donations, not one declaration sent five times (which is kept once).
    for (let donation = 1; donation <= 5; donation++)
      expect(
        (
          await post(site, "/donate", declaration({ amount: String(1000 + donation) }), {
            "X-Forwarded-For": "10.0.2.2",
          })
        ).status,
      ).toBe(303);
    const sixth = await post(site, "/donate", declaration({ amount: "1006" }), {
      "X-Forwarded-For": "10.0.2.2",
    });
    expect(sixth.status).toBe(429);
    expect(await sixth.text()).toContain("Too many forms were sent from this connection.");
    expect(
      (
        await post(site, "/donate", declaration(), {
          "X-Forwarded-For": "10.0.2.3",
        })
      ).status,
    ).toBe(303);

    const refused = await post(site, "/donate", declaration({ mode: "cash", amount: "2,00,000" }), { "X-Forwarded-For": "10.0.2.4" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("the law (section 269ST) forbids it");
    const cash = await post(site, "/hi/donate", declaration({ mode: "cash", amount: "5000" }), { "X-Forwarded-For": "10.0.2.4" });
    expect(cash.headers.get("location")).toBe("/hi/donate/thank-you?cash=over");
    expect(await (await fetch(`${site.baseURL}/hi/donate/thank-you?cash=over`)).text()).toContain("इस पर 80G की छूट नहीं मिलेगी");
    expect(await idsIn("/login-home/donations")).toHaveLength(7);
  });
});

test("a declaration sent again, by a second tap on a slow signal or a resent page, is kept once", async () => {
  await onADonationSite(async ({ site, idsIn }) => {
    const from = { "X-Forwarded-For": "10.0.3.1" };
    const twice = await Promise.all([post(site, "/donate", declaration(), from), post(site, "/donate", declaration(), from)]);
    expect(twice.map((answer) => answer.status)).toEqual([303, 303]);
    expect((await post(site, "/donate", declaration(), from)).headers.get("location")).toBe("/donate/thank-you");
    expect(await idsIn("/login-home/donations")).toHaveLength(1);
    // Another donation from the same phone, and the same donation declared from another, are their own.
    expect((await post(site, "/donate", declaration({ amount: "750" }), from)).status).toBe(303);
    expect((await post(site, "/donate", declaration(), { "X-Forwarded-For": "10.0.3.2" })).status).toBe(303);
    expect(await idsIn("/login-home/donations")).toHaveLength(3);
  });
});

test("the donate page draws the UPI QR and pay links from the UPI ID, or shows the bank's own QR, and promises 80G only while it is valid", async () => {
  await onADonationSite(async ({ site, cookie, owner }) => {
    const donate = async () => (await fetch(`${site.baseURL}/donate`)).text();
    const PROMISE = "eligible for tax exemption under section 80G";
    const before = await donate();
    expect(before.includes("data-upi-qr"), "a QR code without a UPI ID").toBe(false);
    expect(before.includes(PROMISE), "an 80G promise without a registration").toBe(false);

    await owner("/login-home/trust", {
      name: "Asha Gramin Vikas Trust",
      formedOn: "2023-11-08",
      formedUnder: "the Indian Trust Act of 1882",
    });
    await owner("/login-home/donation-details", {
      upiId: "asha.trust@sbi",
      reg80G: "AAATA1234CF20231",
      reg80GValidUntil: daysAgo(1),
    });
    const page = await donate();
    expect(page).toMatch(/<div role="img" aria-label="QR code to give to Asha Gramin Vikas Trust by UPI"[^>]*><svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const amount of ["100", "500", "1000", "5000"]) {
      expect(page).toContain(`href="upi://pay?pa=asha.trust@sbi&amp;pn=Asha%20Gramin%20Vikas%20Trust&amp;cu=INR&amp;tn=Donation&amp;am=${amount}"`);
    }
    expect(page).toContain('href="upi://pay?pa=asha.trust@sbi&amp;pn=Asha%20Gramin%20Vikas%20Trust&amp;cu=INR&amp;tn=Donation"');
    expect(page.includes(PROMISE), "an 80G promise past its validity").toBe(false);

    await owner("/login-home/donation-details", {
      upiId: "asha.trust@sbi",
      reg80G: "AAATA1234CF20231",
      reg80GValidUntil: "2099-03-31",
    });
    expect(await donate()).toContain("Donations are eligible for tax exemption under section 80G of the Income Tax Act (registration AAATA1234CF20231");

    const upload = await ownerUploader(site.baseURL, cookie)("/login-home/upi-qr", {}, { name: "qr.jpg", type: "image/jpeg", bytes: await makeJpeg(600, 600) });
    expect(upload.status).toBe(302);
    const withMerchantQr = await donate();
    expect(withMerchantQr).toContain('alt="The UPI QR code of Asha Gramin Vikas Trust, from its bank"');
    expect(withMerchantQr.includes("<svg xmlns"), "the drawn QR beside the bank's").toBe(false);
    expect((await owner("/login-home/upi-qr/remove", {})).status).toBe(302);
    expect(await donate()).toContain("<svg xmlns");
  });
});

test("the register, its receipts and its file are the owner's alone, and never kept by a cache", async () => {
  await onADonationSite(async ({ site, cookie }) => {
    for (const path of [
      "/login-home/donations",
      "/login-home/donations/abc",
      "/login-home/donations/abc/receipt.pdf",
      `/login-home/donations/form-10bd.csv?year=${YEAR}`,
    ]) {
      const anonymous = await fetch(`${site.baseURL}${path}`, {
        redirect: "manual",
      });
      expect([302, 401], path).toContain(anonymous.status);
      expect(anonymous.headers.get("location") ?? "", path).toMatch(/^\/login/);
    }
    const register = await fetch(`${site.baseURL}/login-home/donations`, {
      headers: { Cookie: cookie },
    });
    expect(register.headers.get("cache-control")).toContain("no-store");
  });
});

test("a donation's page acts on the donation in its address, never on an _id in the body, and a refused declaration is never cached", async () => {
  await onADonationSite(async ({ site, owner, read, idsIn }) => {
    for (const name of ["Asha Devi", "Mohan Lal"]) {
      expect((await post(site, "/donate", declaration({ name }), { "X-Forwarded-For": "203.0.113.9" })).status).toBe(303);
    }
    const ids = await idsIn("/login-home/donations");
    const pageOf = async (id: string) => read(`/login-home/donations/${id}`);
    const [first = "", second = ""] = await Promise.all(ids.map(async (id) => ((await pageOf(id)).includes("Asha Devi") ? [0, id] : [1, id]))).then((pairs) =>
      pairs.sort((a, b) => Number(a[0]) - Number(b[0])).map((pair) => String(pair[1])),
    );
    const answer = await owner(`/login-home/donations/${first}`, { intent: "reject", _id: second, reason: "Not received" });
    expect(answer.status).toBe(302);
    expect(await pageOf(first)).toContain("Not received");
    expect(await pageOf(second)).not.toContain("Not received");

    const refused = await post(site, "/donate", declaration({ name: "", idNumber: "not-a-pan" }), { "X-Forwarded-For": "203.0.113.10" });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("private, no-store");
    expect(await refused.text()).toContain("not-a-pan");
  });
});

test("however many declarations come, every one is reachable: pages, and a search by name or receipt number", async () => {
  await onADonationSite(async ({ site, owner, read }) => {
    for (let n = 1; n <= 55; n++) {
      const sent = await post(site, "/donate", declaration({ name: `Donor Number ${n}` }), { "X-Forwarded-For": `198.51.100.${n}` });
      expect(sent.status).toBe(303);
    }
    const first = await read("/login-home/donations");
    expect(first).toContain("Showing 1 to 50 of 55 donations.");
    const next = /href="(\/login-home\/donations\?[^"]*page=2[^"]*)"/.exec(first)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(next).not.toBe("");
    const second = await read(next);
    expect(second).toContain("Showing 51 to 55 of 55 donations.");
    expect(second).toContain('rel="prev"');
    expect(second).not.toContain('rel="next"');

    const found = await read(`/login-home/donations?q=${encodeURIComponent("Number 17")}`);
    expect(found).toContain("Showing 1 to 1 of 1 donations.");
    const id = /href="\/login-home\/donations\/(?!new"|statement")([a-z0-9]+)"/.exec(found)?.[1] ?? "";
    expect((await owner(`/login-home/donations/${id}`, { intent: "verify" })).status).toBe(302);
    const receipt = /(\d{4}-\d{2}\/\d{4})/.exec(await read(`/login-home/donations/${id}`))?.[1] ?? "";
    expect(receipt).not.toBe("");
    const byReceipt = await read(`/login-home/donations?q=${encodeURIComponent(receipt)}`);
    expect(byReceipt).toContain("Showing 1 to 1 of 1 donations.");
    expect(byReceipt).toContain("Donor Number 17");
    expect(await read("/login-home/donations?status=new")).toContain("of 54 donations.");
  });
});
