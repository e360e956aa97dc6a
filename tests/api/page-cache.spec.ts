import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNER, startSite, type RunningSite } from "../support/site.mjs";

// Anonymous visitors get public pages from the server's memory: a write must never be hidden.
let site: RunningSite;
test.beforeAll(async () => {
  site = await startSite({ demoContent: true });
});
test.afterAll(async () => {
  await site?.stop();
});

const visitor = (request: APIRequestContext, path: string) => request.get(`${site.baseURL}${path}`, { headers: { Cookie: "" } });

async function bearer(request: APIRequestContext) {
  const login = await request.post(`${site.baseURL}/api/v1/user/login`, { data: { userid: OWNER.userid, password: OWNER.password } });
  return { Authorization: `Bearer ${((await login.json()) as { data: { refreshToken: string } }).data.refreshToken}` };
}

test("a kept page still gets a fresh nonce, the same in its header and its scripts", async ({ request }) => {
  const nonces = new Set<string>();
  for (let n = 0; n < 3; n++) {
    const response = await visitor(request, "/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(3);
});

test("every owner write is visible to the very next anonymous read", async ({ request }) => {
  const auth = await bearer(request);
  expect(await (await visitor(request, "/updates")).text()).not.toContain("Cache test notice");
  const added = await request.post(`${site.baseURL}/api/v1/update/add_Notice`, { headers: auth, data: { update: "Cache test notice" } });
  const id = ((await added.json()) as { data: { _id: string } }).data._id;
  expect(await (await visitor(request, "/updates")).text()).toContain("Cache test notice");

  await request.put(`${site.baseURL}/api/v1/update/update_Notice`, { headers: auth, data: { _id: id, update: "Cache test notice, edited" } });
  expect(await (await visitor(request, "/updates")).text()).toContain("Cache test notice, edited");
  const api = await visitor(request, "/api/v1/update/getNoticeUpdates");
  expect(await api.text()).toContain("Cache test notice, edited");

  await request.delete(`${site.baseURL}/api/v1/update/remove_Notice/${id}`, { headers: auth });
  expect(await (await visitor(request, "/updates")).text()).not.toContain("Cache test notice");

  expect(await (await visitor(request, "/")).text()).not.toContain("Cached Counter");
  await request.post(`${site.baseURL}/api/v1/work/add_Work_Details`, { headers: auth, data: { category: "Cached Counter", count: 9 } });
  expect(await (await visitor(request, "/")).text()).toContain("Cached Counter");
});
