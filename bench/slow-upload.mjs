// @ts-check
// npm run bench:slow-upload: what a village signal does to the largest upload the owner makes.
// An 8 MB annual report goes to the documents form, without JavaScript, over one connection
// written at 200 kbps (a weak 3G or good 2G upstream): some five and a half minutes, longer than
// Node's own five-minute limit on a request. Then a body that stops half-way and stays silent.
// Prints how long each took and what the site answered. Loopback only; it takes about eight minutes.
import net from "node:net";
import { ownerCookie, startSite } from "../tests/support/site.mjs";

const KBPS = Number(process.env.SLOW_UPLOAD_KBPS ?? 200);
const PDF_MB = Number(process.env.SLOW_UPLOAD_MB ?? 8);

/** A PDF of `bytes` bytes: a real header and trailer, padded in a comment. @param {number} bytes */
function pdfOf(bytes) {
  const head = "%PDF-1.4\n1 0 obj <<>> endobj\n%";
  const tail = "\ntrailer <<>>\n%%EOF\n";
  return Buffer.concat([Buffer.from(head), Buffer.alloc(bytes - head.length - tail.length, "x"), Buffer.from(tail)]);
}

/**
 * Posts `body` over one socket, written at `kbps`, stopping after `sendBytes` if given; gives
 * the status line heard (or how the connection ended) and the seconds it took.
 * @param {number} port @param {string} head @param {Buffer} body @param {{ kbps: number; sendBytes?: number }} pace
 */
function postSlowly(port, head, body, { kbps, sendBytes = body.length }) {
  const started = performance.now();
  return new Promise((resolve) => {
    let heard = "";
    const socket = net.connect(port, "127.0.0.1", async () => {
      socket.write(head);
      const perTenth = Math.max(1, Math.round((kbps * 1024) / 8 / 10));
      for (let at = 0; at < sendBytes && !socket.destroyed; at += perTenth) {
        socket.write(body.subarray(at, Math.min(at + perTenth, sendBytes)));
        await new Promise((wait) => setTimeout(wait, 100));
      }
    });
    socket.on("data", (data) => (heard += data.toString("latin1")));
    socket.on("close", () => resolve({ heard: heard.split("\r\n")[0] || "(closed without an answer)", seconds: (performance.now() - started) / 1000 }));
    socket.on("error", () => undefined);
  });
}

const site = await startSite({ demoContent: false });
try {
  const cookie = await ownerCookie(site.baseURL);
  const port = Number(new URL(site.baseURL).port);
  const boundary = "----village";
  const field = (/** @type {string} */ name, /** @type {string} */ value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(field("kind", "report") + field("title", "Annual report") + field("year", "2025-26")),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    pdfOf(PDF_MB * 1024 * 1024),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head = (/** @type {number} */ length) =>
    `POST /login-home/documents/new HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
  const whole = await postSlowly(port, head(body.length), body, { kbps: KBPS });
  console.log(`${PDF_MB} MB PDF at ${KBPS} kbps: ${whole.heard} after ${whole.seconds.toFixed(0)} s (the owner's form answers 302 when it is saved)`);
  const silent = await postSlowly(port, head(body.length), body, { kbps: KBPS, sendBytes: 256 * 1024 });
  console.log(`the same, silent after 256 KB: ${silent.heard} after ${silent.seconds.toFixed(0)} s (given up after 120 s of silence)`);
} finally {
  await site.stop();
}
