import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { pdfOf } from "../support/bodies.mjs";
import { onAFreshSite, ownerUploader } from "../support/owner-http";
import type { RunningSite } from "../support/site.mjs";

// A large file sent ahead of its form, as the owner's browser sends it on a weak signal: begun,
// sent in pieces that are kept as they arrive, asked after, and named by the form in place of
// the file. Real HTTP against a running site, raw sockets where a piece must be cut off.

const KB = 1024;
const MB = 1024 * KB;
const sha = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex");

/** The owner's side of the protocol, over HTTP. */
function incomingOf(site: RunningSite, cookie: string) {
  const at = (address: string) => `${site.baseURL}${address}`;
  const read = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });
  return {
    begin: async (kind: string, size: number | string) =>
      read(await fetch(at("/login-home/incoming"), { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ kind, size: String(size) }) })),
    arrived: async (id: string) => read(await fetch(at(`/login-home/incoming/${id}`), { headers: { Cookie: cookie } })),
    piece: async (id: string, from: number | string, bytes: Buffer) =>
      read(
        await fetch(at(`/login-home/incoming/${id}?from=${from}`), {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/octet-stream" },
          body: new Uint8Array(bytes),
        }),
      ),
  };
}

/** Opens a piece on a socket of its own and writes `bytes` of it, holding the connection open; gives what cuts it off. */
async function pieceLeftHanging(site: RunningSite, cookie: string, id: string, from: number, declared: number, bytes: Buffer): Promise<() => void> {
  const socket = net.connect(Number(new URL(site.baseURL).port), "127.0.0.1");
  socket.on("error", () => undefined);
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(
    `POST /login-home/incoming/${id}?from=${from} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${declared}\r\n\r\n`,
  );
  socket.write(bytes);
  return () => socket.destroy();
}

async function untilArrived(incoming: ReturnType<typeof incomingOf>, id: string, bytes: number) {
  await expect.poll(async () => (await incoming.arrived(id)).body.received, { timeout: 10_000 }).toBe(bytes);
}

const annualReport = { kind: "report", title: "Annual report", year: "2025-26" };

test("a report sent ahead in pieces, one cut off half-way and one sent twice, is saved whole by the form that names it", async () => {
  await onAFreshSite(async (site, cookie) => {
    const incoming = incomingOf(site, cookie);
    const report = pdfOf(3 * MB + 17);
    const begun = await incoming.begin("pdf", report.length);
    expect(begun.status).toBe(201);
    const id = String(begun.body.id);
    expect(await incoming.arrived(id)).toEqual({ status: 200, body: { received: 0, size: report.length } });

    expect(await incoming.piece(id, 0, report.subarray(0, MB))).toEqual({ status: 200, body: { received: MB } });
    // Cut off after 300 KB of its megabyte: what arrived is kept.
    const cut = await pieceLeftHanging(site, cookie, id, MB, MB, report.subarray(MB, MB + 300 * KB));
    await untilArrived(incoming, id, MB + 300 * KB);
    cut();
    await untilArrived(incoming, id, MB + 300 * KB);
    // One left hanging (the server has not yet heard the phone is gone) gives way to the same piece sent again.
    await pieceLeftHanging(site, cookie, id, MB + 300 * KB, MB, report.subarray(MB + 300 * KB, MB + 400 * KB));
    await untilArrived(incoming, id, MB + 400 * KB);
    expect(await incoming.piece(id, MB + 300 * KB, report.subarray(MB + 300 * KB, 2 * MB + 300 * KB))).toEqual({
      status: 200,
      body: { received: 2 * MB + 300 * KB },
    });
    // A piece from further on than has arrived is told where to go on from.
    expect(await incoming.piece(id, 3 * MB, report.subarray(3 * MB))).toMatchObject({ status: 409, body: { received: 2 * MB + 300 * KB } });
    expect((await incoming.piece(id, 2 * MB + 300 * KB, report.subarray(2 * MB + 300 * KB))).body).toEqual({ received: report.length });

    const upload = ownerUploader(site.baseURL, cookie);
    const saved = await upload("/login-home/documents/new", { ...annualReport, incomingFile: id });
    expect(saved.status).toBe(302);
    const published = await (await fetch(`${site.baseURL}/annual-report`)).text();
    const href = /href="(\/uploads\/[a-f0-9]{24}\.pdf)"/.exec(published)?.[1] ?? "";
    expect(sha(Buffer.from(await (await fetch(`${site.baseURL}${href}`)).arrayBuffer()))).toBe(sha(report));
    // Never in a backup: only the database and the files rows name.
    expect(fs.readdirSync(path.join(site.dataDir, "uploads"))).toHaveLength(1);
  });
});

test("what cannot be taken is refused with its reason, never a 5xx, and changes nothing", async () => {
  await onAFreshSite(async (site, cookie) => {
    const incoming = incomingOf(site, cookie);
    const upload = ownerUploader(site.baseURL, cookie);
    const pdf = pdfOf(2 * MB);

    const loggedOut = incomingOf(site, "");
    expect((await loggedOut.begin("pdf", 10)).status).toBe(401);
    expect(await incoming.begin("pdf", 11 * MB)).toEqual({ status: 413, body: { message: "This document is too large: it may be at most 10 MB." } });
    for (const [kind, size] of [
      ["exe", 10],
      ["__proto__", 10],
      ["pdf", 0],
      ["pdf", "-5"],
      ["pdf", "1e6"],
      ["pdf", "99999999999999999"],
    ] as const) {
      expect((await incoming.begin(kind, size)).status, `${kind} ${size}`).toBe(400);
    }
    expect((await fetch(`${site.baseURL}/login-home/incoming`, { headers: { Cookie: cookie } })).status).toBe(405);

    const id = String((await incoming.begin("pdf", pdf.length)).body.id);
    expect((await loggedOut.arrived(id)).status).toBe(401);
    expect((await loggedOut.piece(id, 0, pdf.subarray(0, 10))).status).toBe(401);
    for (const from of ["-1", "abc", "1e3", "", "99999999999999999999"]) expect((await incoming.piece(id, from, pdf.subarray(0, 10))).status, from).toBe(400);
    expect(await incoming.piece(id, 0, pdf.subarray(0, MB + 1))).toMatchObject({ status: 413, body: { message: "The request is too large." } });
    for (const unknown of ["0123456789abcdef0123456789abcdef", "..%2F..%2Fsite.db", "x"]) {
      expect((await incoming.arrived(unknown)).status, unknown).toBe(404);
      expect((await incoming.piece(unknown, 0, pdf.subarray(0, 10))).status, unknown).toBe(404);
    }

    // A form that names a file not all arrived, or sent as another kind, saves nothing.
    await incoming.piece(id, 0, pdf.subarray(0, MB));
    const early = await upload("/login-home/documents/new", { ...annualReport, incomingFile: id });
    expect(early.status).toBe(400);
    expect(await early.text()).toContain("The chosen file did not all arrive. Please try again.");
    await incoming.piece(id, MB, pdf.subarray(MB));
    const asPhoto = await upload("/login-home/team/new", { name: "Sunita Devi", role: "Treasurer", incomingFile: id });
    expect(asPhoto.status).toBe(400);
    expect(fs.readdirSync(path.join(site.dataDir, "uploads"))).toEqual([]);

    // In the owner's own language.
    await fetch(`${site.baseURL}/login-home/language`, { method: "POST", headers: { Cookie: cookie }, body: new URLSearchParams({ language: "hi" }) });
    expect((await incoming.begin("photo", 26 * MB)).body.message).toBe("यह फ़ोटो बहुत बड़ी है: ज़्यादा से ज़्यादा 25 MB की हो सकती है।");
  });
});

test("at most eight files are on their way at once, however many begin together: a ninth lets the oldest go", async () => {
  await onAFreshSite(async (site, cookie) => {
    const incoming = incomingOf(site, cookie);
    const ids: string[] = [];
    for (let begun = 0; begun < 9; begun++) {
      ids.push(String((await incoming.begin("photo", 1000)).body.id));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await incoming.arrived(ids[0] ?? "")).status).toBe(404);
    for (const id of ids.slice(1)) expect((await incoming.arrived(id)).status).toBe(200);
    expect(fs.readdirSync(path.join(site.dataDir, "incoming"))).toHaveLength(8);
    // However many come at once.
    const burst = await Promise.all(Array.from({ length: 30 }, () => incoming.begin("photo", 1000)));
    expect(burst.map(({ status }) => status)).toEqual(Array.from({ length: 30 }, () => 201));
    expect(fs.readdirSync(path.join(site.dataDir, "incoming"))).toHaveLength(8);
  });
});
