import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { OWNER, startSite, type RunningSite } from "../support/site.mjs";

// A lost password, reset from the server's own shell while the site runs (`npm run
// owner:password`; in Docker through `docker exec`). Without a terminal it reads NEW_PASSWORD.
const run = promisify(execFile);

let site: RunningSite;
test.beforeEach(async () => {
  site = await startSite({ demoContent: false, env: { TRUST_PROXY: "1" } });
});
test.afterEach(async () => {
  await site?.stop();
});

function resetPassword(newPassword: string) {
  return run("npm", ["run", "owner:password", "--silent"], { env: { ...process.env, DATA_DIR: site.dataDir, NEW_PASSWORD: newPassword } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

/** Runs the reset on a terminal (util-linux `script` gives it one), typing each answer at its prompt. */
function resetOnTerminal(answers: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("script", ["-qfec", "npm run owner:password --silent", "/dev/null"], { env: { ...process.env, DATA_DIR: site.dataDir } });
    let output = "";
    let asked = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const prompts = (output.match(/New password for the owner: |The same password again: /g) ?? []).length;
      while (asked < prompts) child.stdin.write(`${answers[asked++] ?? ""}\r`);
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

async function logIn(password: string, forwardedFor: string, cookie = "") {
  const response = await fetch(`${site.baseURL}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": forwardedFor, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ userid: OWNER.userid, password }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((value) => value.split(";")[0]);
  return {
    status: response.status,
    session: cookies.find((value) => value?.startsWith("user=")) ?? "",
    device: cookies.find((value) => value?.startsWith("device=")) ?? "",
  };
}

test("a password too short is refused with the form's rule, and nothing changes", async () => {
  const refused = await resetPassword("short");
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toContain("The password was not changed: newPassword must be at least 8 characters");
  expect((await logIn(OWNER.password, "10.1.1.1")).status).toBe(302);
});

test("on a terminal it asks twice without showing what is typed, and refuses two different answers", async () => {
  const differ = await resetOnTerminal(["the first new password", "another new password"]);
  expect(differ.code).not.toBe(0);
  expect(differ.output).toContain("New Password Not Match");
  expect((await logIn(OWNER.password, "10.1.1.2")).status).toBe(302);

  const typed = await resetOnTerminal(["typed on the server's shell", "typed on the server's shell"]);
  expect(typed.code).toBe(0);
  expect(typed.output).toContain("Done: the owner");
  expect(typed.output).not.toContain("typed on the server's shell");
  expect((await logIn("typed on the server's shell", "10.1.1.3")).status).toBe(302);
});

test("a reset while the site runs ends every session, token and device of the owner, and the new password works", async () => {
  const browser = await logIn(OWNER.password, "10.2.2.2");
  expect(browser.status).toBe(302);
  const api = await fetch(`${site.baseURL}/api/v1/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  const token = ((await api.json()) as { data: { refreshToken: string } }).data.refreshToken;
  const ownerHome = (cookie: string) =>
    fetch(`${site.baseURL}/login-home`, { headers: { Cookie: cookie }, redirect: "manual" }).then((response) => response.status);
  expect(await ownerHome(browser.session)).toBe(200);

  const reset = await resetPassword("a new password for the trust");
  expect(reset.code).toBe(0);
  expect(reset.stdout.trim().split("\n")).toEqual([`Done: the owner "${OWNER.userid}" has a new password; every session and device was signed out.`]);

  expect(await ownerHome(browser.session)).toBe(302);
  const withToken = await fetch(`${site.baseURL}/api/v1/update/add_Notice`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ update: "x" }),
  });
  expect(withToken.status).toBe(401);
  expect((await logIn(OWNER.password, "10.3.3.3")).status).toBe(401);
  const again = await logIn("a new password for the trust", "10.4.4.4");
  expect(again.status).toBe(302);

  // Guesses from elsewhere lock the userid; the phone the owner logged in on after the reset is
  // still let in, but the device cookie from before the reset counts for nothing now.
  for (let n = 1; n <= 6; n++) await logIn(`guess ${n}`, `10.5.5.${n}`);
  expect((await logIn("a new password for the trust", "10.6.6.6", browser.device)).status).toBe(429);
  expect((await logIn("a new password for the trust", "10.6.6.7", again.device)).status).toBe(302);
});
