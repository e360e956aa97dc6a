import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cappedBodyStream, readWholeBody } from "./request-bodies.mjs";
import { sendSlowly } from "../tests/support/bodies.mjs";

// Real HTTP on the loopback: a client that sends part of a body and goes quiet, one that sends it
// slowly but steadily, and a body the site itself holds back for longer than the silence allowed.
const SILENCE_MS = 300;
const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** A server whose every request is read by `read`; gives its port and the results, as they come. */
async function serving(read: (request: http.IncomingMessage) => Promise<unknown>) {
  const results: unknown[] = [];
  const server = http.createServer((request, response) => {
    void read(request).then((result) => {
      results.push(result);
      if (!response.destroyed) response.end("read");
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, results };
}

/** A POST's head for a body of `length` bytes. */
const headFor = (length: number) => `POST / HTTP/1.1\r\nHost: site\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;

describe("a body that stops arriving", () => {
  it("is cut off once it has been silent too long, while a slow one that keeps coming is read whole", async () => {
    const site = await serving((request) => readWholeBody(request, 1024, SILENCE_MS));
    expect((await sendSlowly(site.port, headFor(100), ["x".repeat(10)], 5_000)).heard).toBe("");
    expect(site.results).toEqual([{ ok: false, reason: "cut-off" }]);
    const steady = Array.from({ length: 10 }, () => "y".repeat(10));
    expect((await sendSlowly(site.port, headFor(100), steady, SILENCE_MS / 3)).heard).toContain("read");
    expect(site.results.at(-1)).toEqual({ ok: true, body: Buffer.from("y".repeat(100)) });
  });

  it("is not given up while the site itself holds it back", async () => {
    const site = await serving(async (request) => {
      const reader = cappedBodyStream(request, 1024 * 1024, SILENCE_MS).getReader();
      await new Promise((wait) => setTimeout(wait, SILENCE_MS * 3));
      let size = 0;
      for (let part = await reader.read(); !part.done; part = await reader.read()) size += part.value.length;
      return size;
    });
    const body = Array.from({ length: 40 }, () => "z".repeat(16 * 1024));
    expect((await sendSlowly(site.port, headFor(40 * 16 * 1024), body, 0)).heard).toContain("read");
    expect(site.results).toEqual([40 * 16 * 1024]);
  });
});
