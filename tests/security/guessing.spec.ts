import { expect, test } from "@playwright/test";
import { OWNER, startSite, type RunningSite } from "../support/site.mjs";

// Password guessing, over real HTTP behind one trusted proxy. Every test has a site of its own:
// a locked userid would lock the next test out too.
let site: RunningSite;
test.beforeEach(async () => {
  site = await startSite({ demoContent: false, env: { TRUST_PROXY: "1" } });
});
test.afterEach(async () => {
  await site?.stop();
});

type Attempt = { userid?: string; password: string; forwardedFor: string; cookie?: string };

async function logIn({ userid = OWNER.userid, password, forwardedFor, cookie }: Attempt) {
  const response = await fetch(`${site.baseURL}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ userid, password }),
    redirect: "manual",
  });
  const cookies = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { status: response.status, cookies };
}

test("the client address is the one the nearest proxy saw: rotating the leftmost X-Forwarded-For does not escape the throttle", async () => {
  for (let n = 1; n <= 5; n++) {
    expect((await logIn({ userid: `someone-${n}`, password: "wrong", forwardedFor: `203.0.113.${n}, 10.3.3.3` })).status).toBe(401);
  }
  expect((await logIn({ password: OWNER.password, forwardedFor: "198.51.100.7, 10.3.3.3" })).status).toBe(429);
  expect((await logIn({ password: OWNER.password, forwardedFor: "10.3.3.3, 10.4.4.4" })).status).toBe(302);
});

test("a hundred guesses at once let no more than five through to the password check", async () => {
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, n) => logIn({ password: `guess ${n}`, forwardedFor: `10.5.${Math.floor(n / 250)}.${n % 250}` })),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  expect((await logIn({ password: OWNER.password, forwardedFor: "10.6.6.6" })).status).toBe(429);
});

test("a browser the owner has logged in on is not locked out by guesses from elsewhere, and has its own limit", async () => {
  const first = await logIn({ password: OWNER.password, forwardedFor: "10.7.7.7" });
  expect(first.status).toBe(302);
  const device = first.cookies.split("; ").find((cookie) => cookie.startsWith("device=")) ?? "";
  expect(device).not.toBe("");

  for (let n = 1; n <= 6; n++) await logIn({ password: `guess ${n}`, forwardedFor: `10.8.8.${n}` });
  expect((await logIn({ password: OWNER.password, forwardedFor: "10.8.8.9" })).status).toBe(429);
  // The same mobile network's address as the guesser, but the owner's own phone.
  expect((await logIn({ password: OWNER.password, forwardedFor: "10.8.8.1", cookie: device })).status).toBe(302);

  for (let n = 1; n <= 5; n++) expect((await logIn({ password: `typo ${n}`, forwardedFor: "10.7.7.7", cookie: device })).status).toBe(401);
  expect((await logIn({ password: OWNER.password, forwardedFor: "10.7.7.7", cookie: device })).status).toBe(429);
});

test("a forged device cookie counts for nothing", async () => {
  for (let n = 1; n <= 5; n++) await logIn({ password: `guess ${n}`, forwardedFor: `10.9.9.${n}` });
  const forged = `device=${Buffer.from(JSON.stringify({ userid: OWNER.userid, id: "a".repeat(24) })).toString("base64")}`;
  expect((await logIn({ password: OWNER.password, forwardedFor: "10.9.9.50", cookie: forged })).status).toBe(429);
});

test("the old password on change-password is a guess like a login's, on the form and the API", async () => {
  const login = await logIn({ password: OWNER.password, forwardedFor: "10.10.10.1" });
  const session = login.cookies.split("; ").find((cookie) => cookie.startsWith("user=")) ?? "";
  const change = (oldPassword: string) =>
    fetch(`${site.baseURL}/login-home/change-password`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.10.10.2", Cookie: session },
      body: new URLSearchParams({ userid: OWNER.userid, oldPassword, newPassword: "a new long password", confirmPassword: "a new long password" }),
      redirect: "manual",
    });
  for (let n = 1; n <= 5; n++) expect((await change(`guess ${n}`)).status).toBe(409);
  const locked = await change(OWNER.password);
  expect(locked.status).toBe(429);
  expect(await locked.text()).toContain("Too many failed logins");

  const token = await fetch(`${site.baseURL}/api/v1/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.11.11.1" },
    body: JSON.stringify(OWNER),
  });
  expect(token.status).toBe(429);
});

test("over the API, five wrong old passwords lock the sixth try", async () => {
  const token = await fetch(`${site.baseURL}/api/v1/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.12.12.1" },
    body: JSON.stringify(OWNER),
  });
  const bearer = { Authorization: `Bearer ${((await token.json()) as { data: { refreshToken: string } }).data.refreshToken}` };
  const change = (oldPassword: string) =>
    fetch(`${site.baseURL}/api/v1/user/change_Password`, {
      method: "PUT",
      headers: { ...bearer, "Content-Type": "application/json", "X-Forwarded-For": "10.12.12.2" },
      body: JSON.stringify({ userid: OWNER.userid, oldPassword, newPassword: "a new long password" }),
    });
  for (let n = 1; n <= 5; n++) expect((await change(`guess ${n}`)).status).toBe(409);
  const locked = await change(OWNER.password);
  expect(locked.status).toBe(429);
  expect(((await locked.json()) as { message: string }).message).toContain("Too many failed logins");
});
