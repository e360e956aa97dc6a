import { expect, test } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { financialYearOf } from "../../app/domain/donation";
import { ownerCookie, ownerFormPoster } from "../support/owner-http";
import { pdfText } from "../support/pdf";
import { freePort, startSite, type RunningSite } from "../support/site.mjs";
import { daysAgo } from "../support/donations";

// Receipts by e-mail, through a real SMTP server on this machine (smtp-server): numbering a donation
// whose donor gave an e-mail address sends the receipt PDF, in the donor's language; a server that
// refuses leaves the owner undisturbed, says so on the donation's page, and "Send again" delivers it.

const DONATION_DAY = daysAgo(2);
const YEAR = financialYearOf(DONATION_DAY);

type Mailbox = { server: SMTPServer; port: number; received: ParsedMail[]; refusing: boolean };

async function startMailbox(): Promise<Mailbox> {
  const port = await freePort();
  const mailbox: Mailbox = { server: undefined as unknown as SMTPServer, port, received: [], refusing: false };
  mailbox.server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      callback(mailbox.refusing ? Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mailbox.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => mailbox.server.listen(port, "127.0.0.1", resolve));
  return mailbox;
}

let mailbox: Mailbox;
let site: RunningSite;
let cookie: string;

test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  mailbox = await startMailbox();
  site = await startSite({ demoContent: false, env: { SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, RECEIPTS_FROM: "receipts@trust.example.in" } });
  cookie = await ownerCookie(site.baseURL);
  const post = ownerFormPoster(site.baseURL, cookie);
  expect((await post("/login-home/trust", { name: "Gramin Jyoti Trust", nameHi: "ग्रामीण ज्योति ट्रस्ट" })).status).toBe(302);
});
test.afterAll(async () => {
  await site.stop();
  await new Promise<void>((resolve) => mailbox.server.close(() => resolve()));
});

/** Declares a donation on a donate page and verifies it; gives back the donation's page. */
async function declareAndVerify(page: "/donate" | "/hi/donate", name: string, contact: string): Promise<string> {
  const fields = {
    name,
    address: "Village Karanda, Ghazipur",
    idType: "pan",
    idNumber: "ABCDE1234F",
    amount: "2500",
    date: DONATION_DAY,
    mode: "upi",
    reference: "432198765432",
    purpose: "corpus",
    contact,
    consent: "yes",
  };
  const declared = await fetch(`${site.baseURL}${page}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  expect(declared.status).toBe(303);
  const register = await (await fetch(`${site.baseURL}/login-home/donations?status=new`, { headers: { Cookie: cookie } })).text();
  const donation = /href="(\/login-home\/donations\/(?!new"|statement")[a-z0-9]+)"/.exec(register)?.[1] ?? "";
  const verified = await ownerFormPoster(site.baseURL, cookie)(donation, { intent: "verify" });
  expect(verified.status).toBe(302);
  return donation;
}

test("a donation declared on the Hindi page has its receipt e-mailed in Hindi, with the PDF", async () => {
  const donation = await declareAndVerify("/hi/donate", "रमेश कुमार", "ramesh@example.in");
  await expect.poll(() => mailbox.received.length, { timeout: 20_000 }).toBe(1);
  const mail = mailbox.received[0];
  expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe("ramesh@example.in");
  expect(mail?.from?.text).toContain("receipts@trust.example.in");
  expect(mail?.subject).toBe(`ग्रामीण ज्योति ट्रस्ट से आपके दान की रसीद ${YEAR}/0001`);
  expect(mail?.text).toContain("नमस्ते रमेश कुमार जी");
  const attachment = mail?.attachments[0];
  expect(attachment?.contentType).toBe("application/pdf");
  expect(await pdfText(attachment?.content ?? new Uint8Array())).toContain(`Receipt number / रसीद संख्या ${YEAR}/0001`);
  const page = await (await fetch(`${site.baseURL}${donation}`, { headers: { Cookie: cookie } })).text();
  expect(page).toContain("E-mailed to ramesh@example.in on");
  expect(page).toContain('data-event="mailed"');
});

test("a server that refuses leaves the owner undisturbed, shows on the donation's page, and Send again delivers it", async () => {
  mailbox.refusing = true;
  const started = Date.now();
  const donation = await declareAndVerify("/donate", "Sita Devi", "sita@example.in");
  // The owner's verify answered without waiting for the mail server.
  expect(Date.now() - started).toBeLessThan(10_000);
  const read = async () => (await fetch(`${site.baseURL}${donation}`, { headers: { Cookie: cookie } })).text();
  await expect.poll(read, { timeout: 20_000 }).toContain("Not sent to sita@example.in yet (one try)");
  expect(await read()).toContain("Send again");
  mailbox.refusing = false;
  expect((await ownerFormPoster(site.baseURL, cookie)(donation, { intent: "resend" })).status).toBe(302);
  await expect.poll(() => mailbox.received.length, { timeout: 20_000 }).toBe(2);
  expect(mailbox.received[1]?.subject).toBe(`Your donation receipt ${YEAR}/0002 from Gramin Jyoti Trust`);
  await expect.poll(read, { timeout: 10_000 }).toContain("E-mailed to sita@example.in on");
});

test("without SMTP_URL the donation's page says that receipts are not e-mailed", async () => {
  const plain = await startSite({ demoContent: false });
  try {
    const plainCookie = await ownerCookie(plain.baseURL);
    const fields = {
      name: "Asha Devi",
      address: "Zamania",
      idType: "pan",
      idNumber: "ABCDE1234F",
      amount: "500",
      date: DONATION_DAY,
      mode: "upi",
      reference: "",
      purpose: "corpus",
      contact: "asha@example.in",
    };
    const recorded = await ownerFormPoster(plain.baseURL, plainCookie)("/login-home/donations/new", fields);
    expect(recorded.status).toBe(302);
    const page = await (await fetch(`${plain.baseURL}${recorded.headers.get("location") ?? ""}`, { headers: { Cookie: plainCookie } })).text();
    expect(page).toContain("Receipts are not e-mailed: the site has no SMTP server set (SMTP_URL).");
  } finally {
    await plain.stop();
  }
});
