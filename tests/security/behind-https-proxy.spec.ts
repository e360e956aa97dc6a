import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, request as httpClient, test, type APIRequestContext } from "@playwright/test";
import { selfSignedCertificate } from "../support/certificate.mjs";
import { freePort, OWNER, startSite, type RunningSite } from "../support/site.mjs";

// Going live puts the site behind a reverse proxy that speaks HTTPS (README "Go live"). Here the
// production server runs behind Debian's nginx on loopback with a self-signed certificate, set
// up as the README says (TRUST_PROXY=1, PUBLIC_URL the https address): HSTS is sent, the login
// cookie is Secure, and the client address the throttle counts is the one nginx saw.
const NGINX = "/usr/sbin/nginx";

let site: RunningSite;
let proxy: ChildProcess;
let folder: string;
let origin: string;
let client: APIRequestContext;

test.beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "https-proxy-"));
  selfSignedCertificate(folder, "localhost");
  const port = await freePort();
  origin = `https://localhost:${port}`;
  site = await startSite({ demoContent: false, env: { TRUST_PROXY: "1", PUBLIC_URL: origin } });
  fs.writeFileSync(
    path.join(folder, "nginx.conf"),
    `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  server {
    listen 127.0.0.1:${port} ssl;
    server_name localhost;
    ssl_certificate ${folder}/cert.pem;
    ssl_certificate_key ${folder}/key.pem;
    client_max_body_size 50m;
    location / {
      proxy_pass ${site.baseURL};
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
  );
  proxy = spawn(NGINX, ["-c", path.join(folder, "nginx.conf"), "-p", folder], { stdio: "ignore" });
  const probe = await httpClient.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
  await expect.poll(async () => (await probe.get("/healthcheck").catch(() => null))?.status(), { timeout: 10_000 }).toBe(200);
  await probe.dispose();
});

// Each test is a new visitor, with no cookie yet.
test.beforeEach(async () => {
  client = await httpClient.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
});
test.afterEach(async () => {
  await client?.dispose();
});

test.afterAll(async () => {
  proxy?.kill("SIGTERM");
  await site?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

const logIn = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  client.post("/login", { form: fields, headers: { Origin: origin, ...headers }, maxRedirects: 0 });

test("through the proxy the site sends HSTS; straight to the server over plain HTTP it does not", async () => {
  const proxied = await client.get("/healthcheck");
  expect(proxied.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  const direct = await fetch(`${site.baseURL}/healthcheck`);
  expect(direct.headers.get("strict-transport-security")).toBeNull();
});

test("the owner logs in through the proxy: the cookie is Secure, and it opens the owner's area", async () => {
  const login = await logIn({ userid: OWNER.userid, password: OWNER.password });
  expect(login.status()).toBe(302);
  const session = login
    .headersArray()
    .filter((header) => header.name.toLowerCase() === "set-cookie")
    .map((header) => header.value)
    .find((value) => value.startsWith("user="));
  expect(session).toBeDefined();
  expect(session).toMatch(/;\s*Secure/i);
  const home = await client.get("/login-home", { maxRedirects: 0 });
  expect(home.status()).toBe(200);
  expect(await home.text()).toMatch(new RegExp(`Welcome,(<!-- -->)? <span>${OWNER.userid}</span>`));
});

test("the throttle counts the address nginx saw: a forged X-Forwarded-For does not escape it", async () => {
  for (let n = 1; n <= 5; n++) {
    const guess = await logIn({ userid: `someone-${n}`, password: "wrong" }, { "X-Forwarded-For": `203.0.113.${n}` });
    expect(guess.status()).toBe(401);
  }
  const owner = await logIn({ userid: OWNER.userid, password: OWNER.password }, { "X-Forwarded-For": "198.51.100.7" });
  expect(owner.status()).toBe(429);
});

test("a site that trusts a proxy while listening on every interface says so once at start-up", async () => {
  const warnings = site
    .output()
    .split("\n")
    .filter((line) => line.startsWith("TRUST_PROXY=1: the site believes the X-Forwarded-For"));
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toContain("127.0.0.1:");
});
