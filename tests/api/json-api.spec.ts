import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { makeJpeg } from "../support/photos";
import { OWNER, startSite, type RunningSite } from "../support/site.mjs";

// The documented JSON API over real HTTP, as the original axios client calls it.
let site: RunningSite;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  site = await startSite({ demoContent: true, env: { CORS_ORIGINS: "https://client.example" } });
});
test.afterAll(async () => {
  await site?.stop();
});

const url = (path: string) => `${site.baseURL}/api/v1${path}`;

async function envelope(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
  expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const body = (await response.json()) as { statusCode: number; success: boolean; message: string; data?: unknown };
  expect(body.statusCode).toBe(status);
  expect(body.success).toBe(status === 200);
  expect(typeof body.message).toBe("string");
  return body;
}

async function failsWith(response: APIResponse, status: number, message: string) {
  const body = await envelope(response, status);
  expect(body.message).toBe(message);
  expect(body).not.toHaveProperty("data");
}

async function token(request: APIRequestContext): Promise<string> {
  const body = await envelope(await request.post(url("/user/login"), { data: { userid: OWNER.userid, password: OWNER.password } }), 200);
  return (body.data as { refreshToken: string }).refreshToken;
}

const bearer = (value: string) => ({ Authorization: `Bearer ${value}` });

test("public calls: carousel content, home counters and notices, with short public caching", async ({ request }) => {
  const home = await envelope(await request.get(url("/content/get_Content_Home")), 200);
  const items = home.data as { image: string }[];
  expect(items).toHaveLength(3);
  expect(items[0]?.image).toMatch(new RegExp(`^${site.baseURL}/uploads/[a-f0-9]{24}-720\\.jpg$`));
  expect((await request.get(items[0]?.image ?? "")).status()).toBe(200);

  const counters = await envelope(await request.get(url("/work/get_WorkDetails_Home")), 200);
  expect(counters.data).toContainEqual({ _id: expect.any(String), category: "Rural Education", count: 1250 });

  const notices = await request.get(url("/update/getNoticeUpdates"));
  const list = (await envelope(notices, 200)).data as { update: string; createdAt: string }[];
  expect(list).toHaveLength(3);
  expect(list[0]?.createdAt.slice(0, 10)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(notices.headers()["cache-control"]).toContain("public");
});

test("login: 200 with a refreshToken; 400 'Required Fields'; 401 'Invalid Credentials'", async ({ request }) => {
  expect(await token(request)).toMatch(/^[\w-]{40,}$/);
  await failsWith(await request.post(url("/user/login"), { data: { userid: OWNER.userid } }), 400, "Required Fields");
  await failsWith(await request.post(url("/user/login"), { data: { userid: OWNER.userid, password: "wrong password" } }), 401, "Invalid Credentials");
  await failsWith(await request.post(url("/user/login"), { data: { userid: "nobody", password: "wrong password" } }), 401, "Invalid Credentials");
});

test("every bearer call refuses a missing or forged token with 401 'Unauthorised Request'", async ({ request }) => {
  const calls: [string, string][] = [
    ["POST", "/user/logout"],
    ["PUT", "/user/change_Password"],
    ["GET", "/work/get_Details_Work"],
    ["GET", "/work/get_Details/x"],
    ["POST", "/work/add_Work_Details"],
    ["PUT", "/work/update_Work_Details"],
    ["DELETE", "/work/delete_Work_Details"],
    ["GET", "/update/get_Notice"],
    ["GET", "/update/get_update_Id/x"],
    ["POST", "/update/add_Notice"],
    ["PUT", "/update/update_Notice"],
    ["DELETE", "/update/remove_Notice/x"],
    ["GET", "/content/get_Content"],
    ["GET", "/content/get_Contents_Update/x"],
    ["POST", "/content/add_Content"],
    ["PUT", "/content/update_Content"],
    ["DELETE", "/content/remove_Content"],
  ];
  for (const [method, path] of calls) {
    for (const headers of [{}, bearer("forged-token-that-was-never-issued")]) {
      const response = await request.fetch(url(path), { method, headers: { Accept: "application/json", ...headers }, data: {} });
      await failsWith(response, 401, "Unauthorised Request");
    }
  }
});

test("work counters: list, read, add, a repeated category (409), update, delete", async ({ request }) => {
  const auth = bearer(await token(request));
  const added = await envelope(await request.post(url("/work/add_Work_Details"), { headers: auth, data: { category: "Health Camps", count: 42 } }), 200);
  const id = (added.data as { _id: string })._id;
  await failsWith(
    await request.post(url("/work/add_Work_Details"), { headers: auth, data: { category: "Health Camps", count: 1 } }),
    409,
    "This Section is Already Added",
  );
  await failsWith(await request.post(url("/work/add_Work_Details"), { headers: auth, data: { count: 1 } }), 400, "Required Fields");

  const one = await envelope(await request.get(url(`/work/get_Details/${id}`), { headers: auth }), 200);
  expect(one.data).toEqual({ _id: id, category: "Health Camps", count: 42 });
  const all = await envelope(await request.get(url("/work/get_Details_Work"), { headers: auth }), 200);
  expect((all.data as unknown[]).length).toBe(6);

  const updated = await envelope(
    await request.put(url("/work/update_Work_Details"), { headers: auth, data: { _id: id, category: "Health Camps", count: 50 } }),
    200,
  );
  expect(updated.data).toEqual({ _id: id, category: "Health Camps", count: 50 });
  await failsWith(await request.put(url("/work/update_Work_Details"), { headers: auth, data: { _id: id, count: 3 } }), 400, "Reuired Fields");

  await failsWith(await request.delete(url("/work/delete_Work_Details"), { headers: auth, data: {} }), 400, "Data Missing");
  await envelope(await request.delete(url("/work/delete_Work_Details"), { headers: auth, data: { _id: id } }), 200);
  await failsWith(await request.get(url(`/work/get_Details/${id}`), { headers: auth }), 404, "Not Found");
  await failsWith(await request.delete(url("/work/delete_Work_Details"), { headers: auth, data: { _id: id } }), 404, "Not Found");
});

test("notices: list, read, add, update, delete by path; 'Required Fields' and 'Required Params'", async ({ request }) => {
  const auth = bearer(await token(request));
  const added = await envelope(await request.post(url("/update/add_Notice"), { headers: auth, data: { update: "Eye camp on Friday" } }), 200);
  const notice = added.data as { _id: string; update: string; createdAt: string };
  expect(notice.update).toBe("Eye camp on Friday");
  expect(new Date(notice.createdAt).toISOString()).toBe(notice.createdAt);
  await failsWith(await request.post(url("/update/add_Notice"), { headers: auth, data: {} }), 400, "Required Fields");

  const list = await envelope(await request.get(url("/update/get_Notice"), { headers: auth }), 200);
  expect((list.data as { _id: string }[])[0]?._id).toBe(notice._id);
  const one = await envelope(await request.get(url(`/update/get_update_Id/${notice._id}`), { headers: auth }), 200);
  expect((one.data as { update: string }).update).toBe("Eye camp on Friday");

  await envelope(await request.put(url("/update/update_Notice"), { headers: auth, data: { _id: notice._id, update: "Eye camp on Saturday" } }), 200);
  await failsWith(await request.put(url("/update/update_Notice"), { headers: auth, data: { update: "no id" } }), 400, "Required Params");
  const publicBoard = await (await request.get(`${site.baseURL}/updates`)).text();
  expect(publicBoard).toContain("Eye camp on Saturday");

  await envelope(await request.delete(url(`/update/remove_Notice/${notice._id}`), { headers: auth }), 200);
  await failsWith(await request.delete(url(`/update/remove_Notice/${notice._id}`), { headers: auth }), 404, "Not Found");
});

test("photo content: list, read (the odd URL in JSON), add and update by multipart, delete", async ({ request }) => {
  const auth = bearer(await token(request));
  const image = { name: "class.jpg", mimeType: "image/jpeg", buffer: await makeJpeg(800, 600) };
  const added = await envelope(await request.post(url("/content/add_Content"), { headers: auth, multipart: { details: "New benches", image } }), 200);
  const story = added.data as { _id: string; image: string; details: string };
  expect(story.details).toBe("New benches");
  await failsWith(await request.post(url("/content/add_Content"), { headers: auth, multipart: { details: "no photo" } }), 400, "Required Fields");

  const one = await envelope(await request.get(url(`/content/get_Contents_Update/${story._id}`), { headers: auth }), 200);
  expect(one.data).toMatchObject({ _id: story._id, details: "New benches", image: story.image });
  const list = await envelope(await request.get(url("/content/get_Content"), { headers: auth }), 200);
  expect((list.data as { _id: string }[]).map((item) => item._id)).toContain(story._id);

  const kept = await envelope(
    await request.put(url("/content/update_Content"), { headers: auth, multipart: { _id: story._id, details: "New benches, painted" } }),
    200,
  );
  expect((kept.data as { image: string }).image).toBe(story.image);
  const replaced = await envelope(
    await request.put(url("/content/update_Content"), {
      headers: auth,
      multipart: { _id: story._id, details: "Benches", image: { ...image, buffer: await makeJpeg(640, 640) } },
    }),
    200,
  );
  expect((replaced.data as { image: string }).image).not.toBe(story.image);
  expect((await request.get(story.image)).status()).toBe(404);
  await failsWith(await request.put(url("/content/update_Content"), { headers: auth, multipart: { _id: story._id, details: "" } }), 400, "Required Fields");

  await envelope(await request.delete(url("/content/remove_Content"), { headers: auth, data: { _id: story._id } }), 200);
  await failsWith(await request.get(url(`/content/get_Contents_Update/${story._id}`), { headers: auth }), 404, "Not Found");
});

test("the edit URL is a page for a browser and JSON for an API client", async ({ request }) => {
  const auth = bearer(await token(request));
  const list = await envelope(await request.get(url("/content/get_Content"), { headers: auth }), 200);
  const id = (list.data as { _id: string }[])[0]?._id ?? "";
  const page = await request.get(url(`/content/get_Contents_Update/${id}`), { headers: { Accept: "text/html" }, maxRedirects: 0 });
  expect(page.status()).toBe(302);
  expect(page.headers().location).toMatch(/^\/login\?redirectTo=/);
  const json = await request.get(url(`/content/get_Contents_Update/${id}`), { headers: { ...auth, Accept: "application/json, text/plain, */*" } });
  expect((await envelope(json, 200)).data).toMatchObject({ _id: id });
});

test("an unknown API path is a 404 in the envelope; a blank notice id is 'Required Params'", async ({ request }) => {
  await failsWith(await request.get(url("/update/no_Such_Call")), 404, "Not Found");
  await failsWith(await request.delete(url("/update/remove_Notice/")), 404, "Not Found");
  const auth = bearer(await token(request));
  await failsWith(await request.delete(url("/update/remove_Notice/%20"), { headers: auth }), 400, "Required Params");
});

test("another method on a known path is 405 with an Allow header", async ({ request }) => {
  const response = await request.delete(url("/update/getNoticeUpdates"));
  await failsWith(response, 405, "Method Not Allowed");
  expect(response.headers().allow).toBe("GET, HEAD");
  expect((await request.get(url("/user/login"))).headers().allow).toBe("POST");
  // The photo edit URL speaks the envelope to an API client for every method.
  const auth = bearer(await token(request));
  const list = (await (await request.get(url("/content/get_Content"), { headers: auth })).json()) as { data: { _id: string }[] };
  for (const method of ["PUT", "DELETE", "POST"]) {
    const edit = await request.fetch(url(`/content/get_Contents_Update/${list.data[0]?._id}`), { method, headers: auth });
    await failsWith(edit, 405, "Method Not Allowed");
    expect(edit.headers().allow, method).toBe("GET, HEAD");
  }
});

test("hostile bodies always answer 4xx and change nothing", async ({ request }) => {
  const auth = bearer(await token(request));
  const before = await (await request.get(url("/work/get_Details_Work"), { headers: auth })).text();
  const hostile: [string, string, unknown][] = [
    ["POST", "/work/add_Work_Details", { category: ["a", "b"], count: 1 }],
    ["POST", "/work/add_Work_Details", { category: { $ne: null }, count: 1 }],
    ["POST", "/work/add_Work_Details", { category: "x".repeat(200_000), count: 1 }],
    ["POST", "/work/add_Work_Details", { category: "Huge", count: 1e308 }],
    ["POST", "/work/add_Work_Details", { category: "Negative", count: -5 }],
    ["POST", "/work/add_Work_Details", { category: "Text count", count: "many" }],
    ["PUT", "/work/update_Work_Details", { _id: "../../etc/passwd", category: "x", count: 1 }],
    ["PUT", "/work/update_Work_Details", { _id: "1' OR '1'='1", category: "x", count: 1 }],
    ["DELETE", "/work/delete_Work_Details", { _id: { $gt: "" } }],
    ["DELETE", "/work/delete_Work_Details", ["not", "an", "object"]],
  ];
  for (const [method, path, data] of hostile) {
    const response = await request.fetch(url(path), { method, headers: auth, data });
    expect(response.status(), `${method} ${path} ${JSON.stringify(data).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
  }
  const malformed = await request.post(url("/update/add_Notice"), {
    headers: { ...auth, "Content-Type": "application/json" },
    data: Buffer.from("{ not json"),
  });
  await failsWith(malformed, 400, "The request body is not valid JSON.");
  const tooBig = await request.post(url("/update/add_Notice"), {
    headers: { ...auth, "Content-Type": "application/json" },
    data: JSON.stringify({ update: "x".repeat(1_100_000) }),
  });
  expect(tooBig.status()).toBe(413);
  const textAsPhoto = await request.post(url("/content/add_Content"), {
    headers: auth,
    multipart: { details: "sneaky", image: { name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<?php echo 'hi'; ?>") } },
  });
  expect(textAsPhoto.status()).toBe(400);
  for (const id of ["..%2F..%2Fetc%2Fpasswd", "1%27%20OR%201%3D1"]) {
    expect((await request.get(url(`/update/get_update_Id/${id}`), { headers: auth })).status()).toBe(404);
  }
  expect(await (await request.get(url("/work/get_Details_Work"), { headers: auth })).text()).toBe(before);
});

test("CORS is allowed only for the named client origin, preflight included", async ({ request }) => {
  const preflight = await request.fetch(url("/update/add_Notice"), {
    method: "OPTIONS",
    headers: { Origin: "https://client.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization,content-type" },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()["access-control-allow-origin"]).toBe("https://client.example");
  expect(preflight.headers()["access-control-allow-headers"]).toContain("Authorization");
  const other = await request.get(url("/update/getNoticeUpdates"), { headers: { Origin: "https://other.example" } });
  expect(other.headers()["access-control-allow-origin"]).toBeUndefined();
  const allowedPost = await request.post(url("/user/login"), {
    headers: { Origin: "https://client.example" },
    data: { userid: OWNER.userid, password: OWNER.password },
  });
  expect(allowedPost.status()).toBe(200);
  // A cache between the site and its visitors must not hand one origin's answer to another.
  const origins: Record<string, string>[] = [{}, { Origin: "https://client.example" }, { Origin: "https://other.example" }, {}];
  for (const headers of origins) {
    const answer = await fetch(url("/work/get_WorkDetails_Home"), { headers });
    expect(answer.headers.get("vary") ?? "", JSON.stringify(headers)).toMatch(/\bOrigin\b/);
  }
});

test("a token is refused after logout, and every token after a password change", async ({ request }) => {
  const first = await token(request);
  const second = await token(request);
  await envelope(await request.post(url("/user/logout"), { headers: bearer(first) }), 200);
  await failsWith(await request.get(url("/update/get_Notice"), { headers: bearer(first) }), 401, "Unauthorised Request");
  await envelope(await request.get(url("/update/get_Notice"), { headers: bearer(second) }), 200);

  await failsWith(
    await request.put(url("/user/change_Password"), {
      headers: bearer(second),
      data: { userid: OWNER.userid, oldPassword: "wrong password", newPassword: "brand new password" },
    }),
    409,
    "Invalid Credentials",
  );
  await failsWith(await request.put(url("/user/change_Password"), { headers: bearer(second), data: { userid: OWNER.userid } }), 400, "Required Fields");
  await envelope(
    await request.put(url("/user/change_Password"), {
      headers: bearer(second),
      data: { userid: OWNER.userid, oldPassword: OWNER.password, newPassword: "brand new password" },
    }),
    200,
  );
  await failsWith(await request.get(url("/update/get_Notice"), { headers: bearer(second) }), 401, "Unauthorised Request");
  await envelope(await request.post(url("/user/login"), { data: { userid: OWNER.userid, password: "brand new password" } }), 200);
});
