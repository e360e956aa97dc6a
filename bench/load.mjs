// @ts-check
// npm run bench:load: anonymous readers on GET /, /updates and the three public API lists
// (autocannon, 100 connections for 30 s) while an owner adds, edits and deletes a notice through
// the API every 100 ms and checks each write is visible to the next read. Prints requests/s,
// p50/p99 latency, errors and non-2xx answers. Then the same readers against nginx serving a
// saved copy of the same answers from disk, and the ratio of the two. Loopback only.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ensureDebianPackage } from "../scripts/debian-package.mjs";
import { OWNER, startSite } from "../tests/support/site.mjs";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const encoding = process.env.LOAD_ENCODING ?? "gzip";
const paths = ["/", "/updates", "/api/v1/work/get_WorkDetails_Home", "/api/v1/update/getNoticeUpdates", "/api/v1/content/get_Content_Home"];
const targets = { p99Ms: 250, nginxRatio: 0.3, oddUrlGrowthMb: 60 };
const oddUrls = Number(process.env.LOAD_ODD_URLS ?? 10_000);

/** @param {string} baseURL */
async function readers(baseURL) {
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: seconds,
    headers: { "accept-encoding": encoding },
    requests: paths.map((requestPath) => ({ method: "GET", path: requestPath })),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * One address pattern read by a crowd for a third of the run: the requests/s the site keeps up.
 * @param {string} baseURL @param {(n: number) => string} pathOf
 */
async function crowdOn(baseURL, pathOf) {
  let n = 0;
  const result = await autocannon({
    url: baseURL,
    connections,
    duration: Math.max(5, Math.round(seconds / 3)),
    headers: { "accept-encoding": encoding },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: pathOf(n++) }) }],
  });
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

/** An owner writing every 100 ms; each edit must show on the next read of the notice board. @param {string} baseURL @param {() => boolean} running */
async function owner(baseURL, running) {
  const login = await fetch(`${baseURL}/api/v1/user/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(OWNER) });
  const bearer = { Authorization: `Bearer ${(await login.json()).data.refreshToken}`, "Content-Type": "application/json" };
  let writes = 0;
  let unseen = 0;
  let failed = 0;
  while (running()) {
    const text = `Load notice ${writes}`;
    const added = await fetch(`${baseURL}/api/v1/update/add_Notice`, { method: "POST", headers: bearer, body: JSON.stringify({ update: text }) });
    const id = added.ok ? (await added.json()).data._id : null;
    if (id) {
      const edited = await fetch(`${baseURL}/api/v1/update/update_Notice`, {
        method: "PUT",
        headers: bearer,
        body: JSON.stringify({ _id: id, update: `${text} (edited)` }),
      });
      const board = await (await fetch(`${baseURL}/api/v1/update/getNoticeUpdates`)).text();
      if (!board.includes(`${text} (edited)`)) unseen++;
      const removed = await fetch(`${baseURL}/api/v1/update/remove_Notice/${id}`, { method: "DELETE", headers: bearer });
      if (!edited.ok || !removed.ok) failed++;
    } else failed++;
    writes++;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { writes, unseen, failed };
}

/** Saves each answer as the site gave it, for nginx to serve from disk. @param {string} baseURL @param {string} root */
async function saveAnswers(baseURL, root) {
  for (const requestPath of paths) {
    const answer = await fetch(baseURL + requestPath);
    const page = answer.headers.get("content-type")?.startsWith("text/html");
    const file = path.join(root, page ? path.join(requestPath, "index.html") : requestPath);
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
  }
}

/** nginx as Debian ships it (a worker per core, gzip on) serving the saved answers. @param {string} root */
async function startNginx(root) {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "trust-nginx-"));
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  default_type application/json;
  sendfile on;
  keepalive_requests 100000;
  gzip on;
  gzip_types application/json;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html $uri =404; }
  }
}
`,
  );
  const nginx = spawn("/usr/sbin/nginx", ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: "inherit" });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 50; tries++) {
    if (
      await fetch(baseURL).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((resolve) => nginx.once("exit", resolve));
      nginx.kill("SIGQUIT");
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The server's resident memory in MB, as the kernel counts it. @param {number} pid */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Anonymous visitors asking for `count` distinct addresses no page has, or other spellings of
 * pages (//x, /updates//x, /teams/, /%74eams…), 50 at a time: memory must not grow with them.
 * @param {string} baseURL @param {number} count
 */
async function oddAddresses(baseURL, count) {
  /** @type {((n: number) => string)[]} */
  const spellings = [
    (n) => `//anything-${n}`,
    (n) => `/updates//x${n}`,
    (n) => `/teams/${"/".repeat(n % 3)}?n=${n}`,
    (n) => `/%74eams-${n}`,
    (n) => `/no-such-page-${n}`,
    (n) => `/api/v1/x${n}`,
  ];
  let next = 0;
  const statuses = new Map();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const spelling = spellings[n % spellings.length] ?? ((/** @type {number} */ m) => `/${m}`);
      const answer = await fetch(baseURL + spelling(n), { redirect: "manual" });
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  return statuses;
}

const site = await startSite({ demoContent: true, env: { NODE_ENV: "production" } });
const saved = fs.mkdtempSync(path.join(os.tmpdir(), "trust-saved-"));
// nginx's workers drop root for an unprivileged user, who must be able to read the copy.
fs.chmodSync(saved, 0o755);
let app;
let writer;
let memory;
let crowds;
try {
  await saveAnswers(site.baseURL, saved);
  const deadline = Date.now() + seconds * 1000;
  [app, writer] = await Promise.all([readers(site.baseURL), owner(site.baseURL, () => Date.now() < deadline)]);
  const random = () => Math.random().toString(36).slice(2);
  crowds = {
    kept: await crowdOn(site.baseURL, () => "/"),
    query: await crowdOn(site.baseURL, () => `/?x=${random()}`),
    unknown: await crowdOn(site.baseURL, () => `/no-such-page-${random()}`),
  };
  const before = residentMb(site.pid);
  const statuses = await oddAddresses(site.baseURL, oddUrls);
  const after = residentMb(site.pid);
  memory = { before, after, statuses };
} finally {
  await site.stop();
}

console.log(`${connections} connections for ${seconds} s on GET ${paths.join(", ")} (Accept-Encoding: ${encoding})`);
console.log(`site:  ${app.requestsPerSecond.toFixed(0)} requests/s, latency p50 ${app.p50} ms, p99 ${app.p99} ms (target p99 <= ${targets.p99Ms} ms)`);
console.log(`       errors: ${app.errors}, non-2xx: ${app.non2xx} (target 0)`);
const half = crowds.kept.requestsPerSecond / 2;
console.log(`kept page /: ${crowds.kept.requestsPerSecond.toFixed(0)} requests/s`);
console.log(
  `random query strings (/?x=…): ${crowds.query.requestsPerSecond.toFixed(0)} requests/s, errors ${crowds.query.errors} (target >= ${half.toFixed(0)}, half the kept page's)`,
);
console.log(
  `random unknown paths (404): ${crowds.unknown.requestsPerSecond.toFixed(0)} requests/s, errors ${crowds.unknown.errors} (target >= ${half.toFixed(0)}, half the kept page's)`,
);
console.log(`owner: ${writer.writes} writes, ${writer.failed} failed, ${writer.unseen} not visible to the next read (target 0)`);
const answered = [...memory.statuses]
  .sort()
  .map(([status, times]) => `${times} x ${status}`)
  .join(", ");
console.log(
  `memory: ${memory.before.toFixed(0)} MB resident before ${oddUrls.toLocaleString("en-IN")} distinct anonymous URLs, ${memory.after.toFixed(0)} MB after: ${(memory.after - memory.before).toFixed(1)} MB of growth (target < ${targets.oddUrlGrowthMb} MB); answers ${answered}`,
);

if (ensureDebianPackage({ program: "/usr/sbin/nginx", debianPackage: "nginx-light", purpose: "the nginx comparison" })) {
  const nginx = await startNginx(saved);
  try {
    const reference = await readers(nginx.baseURL);
    console.log(
      `nginx: ${reference.requestsPerSecond.toFixed(0)} requests/s, latency p50 ${reference.p50} ms, p99 ${reference.p99} ms, errors ${reference.errors}, non-2xx ${reference.non2xx}`,
    );
    console.log(`ratio site/nginx: ${(app.requestsPerSecond / reference.requestsPerSecond).toFixed(2)} (target >= ${targets.nginxRatio})`);
  } finally {
    await nginx.stop();
  }
}
fs.rmSync(saved, { recursive: true, force: true });
