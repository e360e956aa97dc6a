import { describe, expect, it } from "vitest";
import { bodyLimitsOf, BODY_LIMITS } from "./request-bodies.mjs";
import { routeTableOf } from "./route-table.mjs";
import { canonicalPath, caseExactRoutes, photoEditApiUrl, readableHost } from "./request-rules.mjs";
import { sentFromThisSite } from "./security.mjs";

describe("the one address of a page", () => {
  it("leaves a canonical path as it is", () => {
    for (const path of ["/", "/teams", "/FAQs", "/api/v1/work/get_Details/abc123", "/uploads/abc-360.avif", "/%E0%A4%9F"]) {
      expect(canonicalPath(path), path).toBe(path);
    }
  });

  it("folds repeated slashes, drops a trailing slash and decodes escaped letters", () => {
    expect(canonicalPath("//anything")).toBe("/anything");
    expect(canonicalPath("/updates//x")).toBe("/updates/x");
    expect(canonicalPath("/teams/")).toBe("/teams");
    expect(canonicalPath("/teams///")).toBe("/teams");
    expect(canonicalPath("/%74eams")).toBe("/teams");
    expect(canonicalPath("/%46%41Qs")).toBe("/FAQs");
    expect(canonicalPath("//")).toBe("/");
  });

  it("keeps escapes that are not plain letters, upper-cased, and never spells another host", () => {
    expect(canonicalPath("/a%2fb")).toBe("/a%2Fb");
    expect(canonicalPath("/%e0%a4%9f")).toBe("/%E0%A4%9F");
    expect(canonicalPath("/\\evil.example")).toBe("/%5Cevil.example");
    expect(canonicalPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
  });

  it("has no answer for a malformed escape or one that is not UTF-8", () => {
    expect(canonicalPath("/api/v1/update/%zz")).toBeNull();
    expect(canonicalPath("/%E0%A4")).toBeNull();
    expect(canonicalPath("/a%00b")).toBeNull();
  });
});

describe("the photo edit address", () => {
  const page = "/api/v1/content/get_Contents_Update/abc";
  it("is the owner's page for a browser", () => {
    expect(photoEditApiUrl(page, { accept: "text/html,application/xhtml+xml" })).toBeNull();
    expect(photoEditApiUrl(`${page}.data`, { accept: "*/*" })).toBeNull();
  });

  it("is the API call for a bearer token or a client that asks for JSON only", () => {
    expect(photoEditApiUrl(page, { authorization: "Bearer x" })).toBe("/api/v1/content/get_Contents_Update_json/abc");
    expect(photoEditApiUrl(`${page}?a=1`, { accept: "application/json" })).toBe("/api/v1/content/get_Contents_Update_json/abc?a=1");
  });
});

describe("how much of a body a route may read", () => {
  // The shape of a Remix build's routes: the routes themselves declare what they take.
  const route = (id: string, parentId: string | undefined, path: string | undefined, handle?: object, index = false) => ({
    id,
    parentId,
    path,
    index,
    module: { handle },
  });
  const limits = bodyLimitsOf(
    routeTableOf({
      root: route("root", undefined, ""),
      owner: route("owner", "root", undefined, { hydrate: true }),
      home: route("home", "owner", "login-home", undefined, true),
      logo: route("logo", "owner", "login-home/logo", { requestBody: "upload" }),
      notice: route("notice", "owner", "login-home/notice/:id"),
      gallery: route("gallery", "owner", "login-home/gallery/:id/new", { requestBody: "upload" }),
      upload: route("upload", "root", "login-home/photo-upload/:id?", { requestBody: "upload" }),
      addPhotoStory: route("addPhotoStory", "root", "api/v1/content/add_Content", { requestBody: "upload" }),
      login: route("login", "root", "login", { requestBody: "login" }),
      index: route("index", "root", undefined, undefined, true),
      api: route("api", "root", "api/*"),
      notFound: route("notFound", "root", "*"),
    }),
  );
  const upload = { bytes: BODY_LIMITS.upload, streamed: true };
  const ownerForm = { bytes: 64 * 1024, streamed: false };

  it("streams an upload to the routes that declare one, whatever address reaches them", () => {
    for (const path of [
      "/login-home/logo",
      "/login-home/logo.data",
      "/login-home/gallery/abc/new.data",
      "/login-home/photo-upload",
      "/login-home/photo-upload/abc",
      "/api/v1/content/add_Content",
    ]) {
      expect(limits(path, ""), path).toEqual(upload);
    }
    expect(limits("/login-home/logo", "?_data=routes%2F_owner.login-home.logo")).toEqual(upload);
  });

  it("gives a login a few KB, an owner form 64 KB, a JSON call 1 MB", () => {
    expect(limits("/login", "")).toEqual({ bytes: BODY_LIMITS.login, streamed: false });
    expect(limits("/login.data", "")).toEqual({ bytes: BODY_LIMITS.login, streamed: false });
    expect(BODY_LIMITS.login).toBeLessThanOrEqual(8 * 1024);
    for (const path of ["/login-home/notice/abc", "/login-home/notice/abc.data", "/", "/_root.data", "/login-home", "/no/such/page"]) {
      expect(limits(path, ""), path).toEqual(ownerForm);
    }
    expect(limits("/api/v1/update/add_Notice", "")).toEqual({ bytes: 1024 * 1024, streamed: false });
  });

  it("reads an index route's address as Remix does: the index with ?index, else its parent", () => {
    const withIndexUpload = bodyLimitsOf(
      routeTableOf({
        root: route("root", undefined, ""),
        list: route("list", "root", "list", { requestBody: "upload" }),
        listIndex: route("listIndex", "list", undefined, undefined, true),
      }),
    );
    expect(withIndexUpload("/list", "")).toEqual(upload);
    expect(withIndexUpload("/list.data", "?index")).toEqual(ownerForm);
  });
});

describe("writes from other sites", () => {
  const own = { ownOrigins: ["https://trust.example.in"], corsOrigins: ["https://client.example"] };
  it("lets reads through and writes from the site itself or a CORS client", () => {
    expect(sentFromThisSite({ ...own, method: "GET", origin: "https://evil.example", fetchSite: "cross-site" })).toBe(true);
    expect(sentFromThisSite({ ...own, method: "POST", origin: "https://trust.example.in", fetchSite: "same-origin" })).toBe(true);
    expect(sentFromThisSite({ ...own, method: "PUT", origin: "https://client.example", fetchSite: "cross-site" })).toBe(true);
    expect(sentFromThisSite({ ...own, method: "POST", origin: undefined, fetchSite: undefined })).toBe(true);
  });

  it("refuses a write another site's page sends", () => {
    expect(sentFromThisSite({ ...own, method: "POST", origin: "https://evil.example", fetchSite: "cross-site" })).toBe(false);
    expect(sentFromThisSite({ ...own, method: "DELETE", origin: undefined, fetchSite: "same-site" })).toBe(false);
  });
});

describe("the Host a request names", () => {
  it("may be a name, an address or a bracketed IPv6 address, with a port", () => {
    for (const host of ["trust.example.in", "localhost:3000", "127.0.0.1:8080", "[::1]:3000", "trust.example.in."]) expect(readableHost(host), host).toBe(true);
  });

  it("may not be anything else", () => {
    for (const host of ["[::", "evil.example/x", "a b", "host:port", "@evil", ""]) expect(readableHost(host), host).toBe(false);
  });
});

describe("the routes of the build", () => {
  it("are made case-exact", () => {
    const build = { routes: { "routes/FAQs": { caseSensitive: false }, "routes/teams": {} } as Record<string, { caseSensitive?: boolean }> };
    expect(Object.values(caseExactRoutes(build).routes).map((route) => route.caseSensitive)).toEqual([true, true]);
  });
});
