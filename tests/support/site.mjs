// @ts-check
// Starts the production build for real, on its own port and its own empty DATA_DIR.
// Plain JavaScript so that both the tests and the bench scripts can use it.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const OWNER = Object.freeze({ userid: "trustee", password: "correct horse battery staple" });

/**
 * The owner's login cookies (session and device), as a browser keeps them after logging in.
 * @param {string} baseURL
 * @param {Record<string, string>} [headers]
 * @returns {Promise<string>}
 */
export async function ownerCookie(baseURL, headers = {}) {
  const response = await fetch(`${baseURL}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ userid: OWNER.userid, password: OWNER.password }),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`login answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** One key per test process: a site restarted on its data, or restored from a backup, reads its donors' numbers. */
export const DONOR_DATA_KEY = crypto.randomBytes(32).toString("hex");

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @returns {Promise<number>} */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{ baseURL: string; dataDir: string; pid: number; output: () => string; stop: () => Promise<void>; kill: () => Promise<void> }} RunningSite
 * @param {{ demoContent?: boolean; env?: Record<string, string>; dataDir?: string }} [options]
 * @returns {Promise<RunningSite>}
 */
export async function startSite(options = {}) {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "trust-site-"));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
      DONOR_DATA_KEY,
      OWNER_USERID: OWNER.userid,
      OWNER_PASSWORD: OWNER.password,
      DEMO_CONTENT: options.demoContent ? "1" : "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  /** Ends the server at once, as a power cut would, and keeps DATA_DIR for a restart. */
  const kill = async () => {
    if (!running()) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (!running()) throw new Error(`The site stopped while starting:\n${output}`);
    const healthy = await fetch(`${baseURL}/healthcheck`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, dataDir, pid: child.pid ?? 0, output: () => output, stop, kill };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The site did not become healthy within 60 s:\n${output}`);
}
