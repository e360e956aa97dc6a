// @ts-check
// npm run bench:slow-upload: what a village signal does to the largest upload the owner makes.
// An 8 MB annual report goes to the documents form, without JavaScript, over one connection
// written at 200 kbps (a weak 3G or good 2G upstream): some five and a half minutes, longer than
// Node's own five-minute limit on a request. Then a body that stops half-way and stays silent.
// Prints how long each took and what the site answered. Loopback only; it takes about eight minutes.
import { multipartBody, pdfOf, sendSlowly } from "../tests/support/bodies.mjs";
import { ownerCookie, startSite } from "../tests/support/site.mjs";

const KBPS = Number(process.env.SLOW_UPLOAD_KBPS ?? 200);
const PDF_MB = Number(process.env.SLOW_UPLOAD_MB ?? 8);
/** What the signal carries in a tenth of a second. */
const PER_TENTH = Math.max(1, Math.round((KBPS * 1024) / 8 / 10));

/**
 * The first `bytes` of `body`, a tenth of a second's worth at a time.
 * @param {Buffer} body @param {number} bytes
 */
function* tenths(body, bytes) {
  for (let at = 0; at < bytes; at += PER_TENTH) yield body.subarray(at, Math.min(at + PER_TENTH, bytes));
}

const site = await startSite({ demoContent: false });
try {
  const cookie = await ownerCookie(site.baseURL);
  const port = Number(new URL(site.baseURL).port);
  const report = { name: "report.pdf", type: "application/pdf", bytes: pdfOf(PDF_MB * 1024 * 1024) };
  const { body, contentType } = multipartBody({ kind: "report", title: "Annual report", year: "2025-26" }, report, "document");
  const head = `POST /login-home/documents/new HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  /** The status line heard, or how the connection ended. @param {{ heard: string }} answer */
  const statusOf = ({ heard }) => heard.split("\r\n")[0] || "(closed without an answer)";
  const whole = await sendSlowly(port, head, tenths(body, body.length), 100);
  console.log(`${PDF_MB} MB PDF at ${KBPS} kbps: ${statusOf(whole)} after ${whole.seconds.toFixed(0)} s (the owner's form answers 302 when it is saved)`);
  const silent = await sendSlowly(port, head, tenths(body, 256 * 1024), 100);
  console.log(`the same, silent after 256 KB: ${statusOf(silent)} after ${silent.seconds.toFixed(0)} s (given up after 120 s of silence)`);
} finally {
  await site.stop();
}
