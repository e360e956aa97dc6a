import { describe, expect, it } from "vitest";
import { PageCache, renderedPageOf, type RenderedPage } from "./page-cache.mjs";

const page = (bytes: number, version = 1): RenderedPage => ({
  version,
  status: 200,
  headers: [],
  body: Buffer.alloc(bytes, 97),
  encoded: new Map(),
  keep: true,
});

describe("the page cache", () => {
  it("serves a kept page while the content version is the one it was rendered at", () => {
    let version = 1;
    const cache = new PageCache({ entries: 10, bytes: 1000 }, () => version);
    const kept = page(10);
    cache.set("/updates", kept);
    expect(cache.get("/updates")).toBe(kept);
    version = 2;
    expect(cache.get("/updates")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("holds at most its number of entries, the least recently used going first", () => {
    const cache = new PageCache({ entries: 3, bytes: 1_000_000 }, () => 1);
    for (const key of ["/a", "/b", "/c"]) cache.set(key, page(10));
    cache.get("/a");
    cache.set("/d", page(10));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.get("/d")).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it("holds at most its bytes, compressed copies included", () => {
    const cache = new PageCache({ entries: 100, bytes: 100 }, () => 1);
    const first = page(40);
    cache.set("/a", first);
    cache.set("/b", page(40));
    expect(cache.bytes).toBe(80);
    cache.addEncoded("/a", first, "br", Buffer.alloc(30));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBe(first);
    cache.set("/huge", page(500));
    expect(cache.bytes).toBeLessThanOrEqual(100);
  });

  it("counts a page replaced under the same key once", () => {
    const cache = new PageCache({ entries: 10, bytes: 1000 }, () => 1);
    cache.set("/a", page(100));
    cache.set("/a", page(50));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(50);
  });
});

describe("what may be kept", () => {
  const answer = (status: number, headers: Record<string, string>, body = "<p>Notices</p>") => new Response(body, { status, headers });

  it("is a public 200 without a cookie, in UTF-8", async () => {
    const page = await renderedPageOf(answer(200, { "Cache-Control": "public, max-age=0", "Content-Type": "text/html" }), {
      version: 3,
      nonce: "n0nce",
      unclaimed: false,
    });
    expect(page.keep).toBe(true);
    expect(page.version).toBe(3);
    expect(page.headers).toContainEqual(["content-type", "text/html; charset=utf-8"]);
  });

  it("says UTF-8 for text only: a link preview's picture keeps its own type", async () => {
    const nonce = { version: 1, nonce: "n0nce", unclaimed: false };
    const xml = await renderedPageOf(answer(200, { "Cache-Control": "public", "Content-Type": "application/xml" }), nonce);
    expect(xml.headers).toContainEqual(["content-type", "application/xml; charset=utf-8"]);
    const manifest = await renderedPageOf(answer(200, { "Cache-Control": "public", "Content-Type": "application/manifest+json" }), nonce);
    expect(manifest.headers).toContainEqual(["content-type", "application/manifest+json; charset=utf-8"]);
    const picture = await renderedPageOf(answer(200, { "Cache-Control": "public", "Content-Type": "image/jpeg" }, "\xff\xd8"), nonce);
    expect(picture.headers).toContainEqual(["content-type", "image/jpeg"]);
  });

  it("is never a private answer, an error, one that sets a cookie or one that used its nonce", async () => {
    const nonce = { version: 1, nonce: "n0nce", unclaimed: false };
    expect((await renderedPageOf(answer(200, { "Cache-Control": "private, no-store" }), nonce)).keep).toBe(false);
    expect((await renderedPageOf(answer(404, { "Cache-Control": "public" }), nonce)).keep).toBe(false);
    expect((await renderedPageOf(answer(200, { "Cache-Control": "public", "Set-Cookie": "a=b" }), nonce)).keep).toBe(false);
    expect((await renderedPageOf(answer(200, { "Cache-Control": "public" }, '<script nonce="n0nce">'), nonce)).keep).toBe(false);
  });

  it("keeps a 404 only as the page of an address no page claims, and never a private one", async () => {
    const unclaimed = { version: 1, nonce: "n0nce", unclaimed: true };
    expect((await renderedPageOf(answer(404, {}), unclaimed)).keep).toBe(true);
    expect((await renderedPageOf(answer(404, { "Cache-Control": "private, no-store" }), unclaimed)).keep).toBe(false);
    expect((await renderedPageOf(answer(500, {}), unclaimed)).keep).toBe(false);
  });
});
