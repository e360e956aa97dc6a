// @ts-check
// npm run bench:load: anonymous readers on GET /, /updates and the three public API lists,
// 100 connections for 30 s, while an owner adds, edits and deletes a notice through the API
// every 100 ms and checks each write is visible to the next read. Prints requests/s, p50/p99
// latency, errors and non-2xx answers. Loopback only; every loop stops on its own.
import http from "node:http";
import zlib from "node:zlib";
import { OWNER, startSite } from "../tests/support/site.mjs";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const paths = ["/", "/updates", "/api/v1/work/get_WorkDetails_Home", "/api/v1/update/getNoticeUpdates", "/api/v1/content/get_Content_Home"];

const site = await startSite({ demoContent: true, env: { NODE_ENV: "production" } });
const { hostname, port } = new URL(site.baseURL);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

/** @param {string} method @param {string} path @param {Record<string, string>} [headers] @param {string} [body] */
function call(method, path, headers = {}, body) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = http.request({ agent, hostname, port, path, method, headers: { "Accept-Encoding": process.env.LOAD_ENCODING ?? "gzip", ...headers } }, (response) => {
      const chunks = /** @type {Buffer[]} */ ([]);
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const body = response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, body });
      });
    });
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started, body: Buffer.alloc(0) }));
    if (body) request.write(body);
    request.end();
  });
}

const login = /** @type {{ body: Buffer }} */ (await call("POST", "/api/v1/user/login", { "Content-Type": "application/json" }, JSON.stringify(OWNER)));
const bearer = { Authorization: `Bearer ${JSON.parse(login.body.toString()).data.refreshToken}`, "Content-Type": "application/json" };

const latencies = /** @type {number[]} */ ([]);
let errors = 0;
let non2xx = 0;
const deadline = Date.now() + seconds * 1000;

/** @param {number} index */
async function reader(index) {
  let n = index;
  while (Date.now() < deadline) {
    const answer = /** @type {{ status: number; ms: number }} */ (await call("GET", paths[n++ % paths.length] ?? "/"));
    latencies.push(answer.ms);
    if (answer.status === 0) errors++;
    else if (answer.status < 200 || answer.status > 299) non2xx++;
  }
}

let writes = 0;
let unseen = 0;
async function owner() {
  while (Date.now() < deadline) {
    const text = `Load notice ${writes}`;
    const added = /** @type {{ status: number; body: Buffer }} */ (await call("POST", "/api/v1/update/add_Notice", bearer, JSON.stringify({ update: text })));
    const id = added.status === 200 ? JSON.parse(added.body.toString()).data._id : null;
    if (id) {
      await call("PUT", "/api/v1/update/update_Notice", bearer, JSON.stringify({ _id: id, update: `${text} (edited)` }));
      const board = /** @type {{ body: Buffer }} */ (await call("GET", "/api/v1/update/getNoticeUpdates"));
      if (!board.body.toString().includes(`${text} (edited)`)) unseen++;
      await call("DELETE", `/api/v1/update/remove_Notice/${id}`, bearer);
    }
    writes++;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const started = performance.now();
await Promise.all([...Array.from({ length: connections }, (_, index) => reader(index)), owner()]);
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
await site.stop();

latencies.sort((a, b) => a - b);
const percentile = (/** @type {number} */ p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
console.log(`${connections} connections for ${elapsed.toFixed(1)} s on GET ${paths.join(", ")}`);
console.log(`requests: ${latencies.length}, ${(latencies.length / elapsed).toFixed(0)} requests/s`);
console.log(`latency p50 ${percentile(50)} ms, p99 ${percentile(99)} ms (target p99 <= 250 ms)`);
console.log(`errors: ${errors}, non-2xx: ${non2xx} (target 0)`);
console.log(`owner writes: ${writes}, writes not visible to the next read: ${unseen} (target 0)`);
