// @ts-check
// Where the off-site copy goes (OFFSITE_URL and its companions) and how restic is run against it.
// restic does the copying: it encrypts everything with OFFSITE_KEY before it leaves the server,
// keeps each copy as a snapshot (so the site can be brought back as it was at a moment), stores
// unchanged bytes once, and speaks both SFTP and S3. Debian packages it, and the image carries it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Every snapshot is made under this host name, so a restored server continues the same history. */
export const SNAPSHOT_HOST = "trust-site";
/** What the snapshots hold, relative to the staging folder. */
export const SNAPSHOT_PATHS = Object.freeze(["site.db", "uploads"]);
const DEFAULT_EVERY_SECONDS = 15;
const OUTPUT_KEPT = 64 * 1024;

/**
 * Why a copy could not be made, as a code the owner's home words in the owner's language.
 * @typedef {"no-key" | "bad-address" | "no-ssh-key" | "no-s3-keys" | "no-tool" | "unreachable" | "refused" | "host-key" | "wrong-key" | "full" | "other"} OffsiteProblem
 */

/**
 * @typedef {{
 *   shown: string;
 *   repository: string;
 *   options: string[];
 *   env: Record<string, string>;
 * }} OffsiteTarget
 * @typedef {{ target: OffsiteTarget | null; problem: { code: OffsiteProblem; detail: string } | null; everyMs: number; shown: string | null }} OffsiteSettings
 */

/**
 * The off-site settings from the environment. A setting that is wrong does not stop the site: it
 * is reported as the problem, in the log and on the owner's home, and nothing is copied.
 * @param {Record<string, string | undefined>} env
 * @param {import("../app/site/data-paths.server.mjs").DataPaths} paths
 * @returns {OffsiteSettings}
 */
export function offsiteSettingsOf(env, paths) {
  const seconds = Number(env.OFFSITE_EVERY_SECONDS || DEFAULT_EVERY_SECONDS);
  const everyMs = Number.isFinite(seconds) && seconds >= 1 ? seconds * 1000 : DEFAULT_EVERY_SECONDS * 1000;
  const address = env.OFFSITE_URL?.trim();
  if (!address) return { target: null, problem: null, everyMs, shown: null };
  /** @param {OffsiteProblem} code @param {string} detail @param {string | null} shown */
  const problem = (code, detail, shown) => ({ target: null, problem: { code, detail }, everyMs, shown });
  let url;
  try {
    url = new URL(address);
  } catch {
    return problem("bad-address", "OFFSITE_URL must look like sftp://user@host:22/path or s3://bucket/prefix", null);
  }
  const shown = shownAddress(url);
  const key = env.OFFSITE_KEY ?? "";
  if (key.length < 16) return problem("no-key", "OFFSITE_KEY must be set, at least 16 characters (make one with openssl rand -hex 32)", shown);
  if (url.protocol === "sftp:") {
    if (!url.username || !url.hostname) return problem("bad-address", "OFFSITE_URL must name the account and the host: sftp://user@host:22/path", shown);
    const sshKey = env.OFFSITE_SSH_KEY;
    if (!sshKey || !readable(sshKey)) return problem("no-ssh-key", "OFFSITE_SSH_KEY must name a private key file the site can read", shown);
    if (env.OFFSITE_SSH_KNOWN_HOSTS && !readable(env.OFFSITE_SSH_KNOWN_HOSTS)) {
      return problem("no-ssh-key", "OFFSITE_SSH_KNOWN_HOSTS names a file the site cannot read", shown);
    }
    return { target: sftpTarget(url, shown, sshKey, env, paths), problem: null, everyMs, shown };
  }
  if (url.protocol === "s3:") {
    if (!url.hostname) return problem("bad-address", "OFFSITE_URL must name the bucket: s3://bucket/prefix", shown);
    if (!env.AWS_ACCESS_KEY_ID || !env.AWS_SECRET_ACCESS_KEY) {
      return problem("no-s3-keys", "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set for an s3:// OFFSITE_URL", shown);
    }
    return { target: s3Target(url, shown, env), problem: null, everyMs, shown };
  }
  return problem("bad-address", "OFFSITE_URL must begin with sftp:// or s3://", shown);
}

/** The address without a password, for the log and the owner's home. @param {URL} url */
function shownAddress(url) {
  const user = url.username ? `${decodeURIComponent(url.username)}@` : "";
  return `${url.protocol}//${user}${url.host}${url.pathname === "/" ? "" : url.pathname}`;
}

/** @param {string} file */
function readable(file) {
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** What every restic run is given: the key as restic's password, a cache of its own, no other secrets. @param {Record<string, string | undefined>} env */
function resticEnv(env) {
  /** @type {Record<string, string>} */
  const passed = { RESTIC_PASSWORD: env.OFFSITE_KEY ?? "", PATH: env.PATH ?? "/usr/local/bin:/usr/bin:/bin", HOME: env.HOME ?? os.tmpdir(), GOMAXPROCS: "1" };
  // SSL_CERT_FILE names the certificates an S3 store on a private certificate authority is trusted by.
  for (const name of ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "AWS_REGION", "AWS_DEFAULT_REGION", "SSL_CERT_FILE"]) {
    const value = env[name];
    if (value) passed[name] = value;
  }
  return passed;
}

/**
 * restic reaches the SFTP account through the system's ssh with these options: the key given, the
 * host key pinned on first use (or the one OFFSITE_SSH_KNOWN_HOSTS gives), and a dead line noticed
 * within a minute instead of hanging.
 * @param {URL} url @param {string} shown @param {string} sshKey
 * @param {Record<string, string | undefined>} env
 * @param {import("../app/site/data-paths.server.mjs").DataPaths} paths
 * @returns {OffsiteTarget}
 */
function sftpTarget(url, shown, sshKey, env, paths) {
  const knownHosts = env.OFFSITE_SSH_KNOWN_HOSTS
    ? ["-o", `UserKnownHostsFile=${env.OFFSITE_SSH_KNOWN_HOSTS}`, "-o", "StrictHostKeyChecking=yes"]
    : ["-o", `UserKnownHostsFile=${path.join(offsiteFolder(paths), "known_hosts")}`, "-o", "StrictHostKeyChecking=accept-new"];
  const ssh = [
    "ssh",
    "-i",
    sshKey,
    "-p",
    url.port || "22",
    "-o",
    "BatchMode=yes",
    "-o",
    "IdentitiesOnly=yes",
    "-o",
    "ConnectTimeout=20",
    "-o",
    "ServerAliveInterval=15",
    "-o",
    "ServerAliveCountMax=3",
    ...knownHosts,
    `${decodeURIComponent(url.username)}@${url.hostname}`,
    "-s",
    "sftp",
  ];
  // A path after the host is in the account's home folder; //path is from the server's root.
  const folder = decodeURIComponent(url.pathname.replace(/^\//, "")) || ".";
  return { shown, repository: `sftp:${url.hostname}:${folder}`, options: ["-o", `sftp.command=${ssh.map(shellWord).join(" ")}`], env: resticEnv(env) };
}

/** restic splits sftp.command as a shell would. @param {string} word */
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}

/**
 * @param {URL} url @param {string} shown @param {Record<string, string | undefined>} env
 * @returns {OffsiteTarget}
 */
function s3Target(url, shown, env) {
  const endpoint = (env.OFFSITE_S3_ENDPOINT || "https://s3.amazonaws.com").replace(/\/+$/, "");
  const withScheme = /^https?:\/\//.test(endpoint) ? endpoint : `https://${endpoint}`;
  const prefix = url.pathname.replace(/^\/+|\/+$/g, "");
  return { shown, repository: `s3:${withScheme}/${url.hostname}${prefix ? `/${prefix}` : ""}`, options: [], env: resticEnv(env) };
}

/** The folder the off-site copy keeps its own things in: staging, restic's cache, the host key, the status. @param {import("../app/site/data-paths.server.mjs").DataPaths} paths */
export function offsiteFolder(paths) {
  return path.join(paths.root, "offsite");
}

/**
 * Runs restic once against the target; never throws. A run that outlives `timeoutMs` is ended.
 * restic runs at a low priority so a copy never slows a page.
 * @param {OffsiteTarget} target
 * @param {string[]} args
 * @param {{ cwd?: string; cacheDir: string; timeoutMs: number }} options
 * @returns {Promise<{ ok: boolean; code: number | null; stdout: string; stderr: string; missing?: boolean }>}
 */
export function restic(target, args, { cwd, cacheDir, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn("restic", ["-r", target.repository, ...target.options, "--cache-dir", cacheDir, ...args], {
      cwd,
      env: /** @type {NodeJS.ProcessEnv} */ (/** @type {unknown} */ (target.env)),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout = (stdout + chunk).slice(-OUTPUT_KEPT)));
    child.stderr.on("data", (chunk) => (stderr = (stderr + chunk).slice(-OUTPUT_KEPT)));
    const timer = setTimeout(() => {
      stderr += `\nrestic took longer than ${Math.round(timeoutMs / 1000)} s and was stopped (connection timed out)`;
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    }, timeoutMs);
    timer.unref();
    child.once("spawn", () => {
      try {
        if (child.pid) os.setPriority(child.pid, 10);
      } catch {
        // A lower priority is a courtesy; without it the copy still runs.
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      const missing = /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT";
      resolve({ ok: false, code: null, stdout, stderr: missing ? "restic is not installed" : error.message, missing });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, code, stdout, stderr });
    });
  });
}

/**
 * What went wrong, from restic's words.
 * @param {{ stderr: string; missing?: boolean }} run
 * @returns {OffsiteProblem}
 */
export function problemOf(run) {
  if (run.missing) return "no-tool";
  const said = run.stderr;
  if (/wrong password|no key found/i.test(said)) return "wrong-key";
  if (/REMOTE HOST IDENTIFICATION HAS CHANGED|Host key verification failed|host key .* (changed|mismatch)/i.test(said)) return "host-key";
  if (/no space left|quota|disk full|EntityTooLarge|storage.*full/i.test(said)) return "full";
  if (/Permission denied|AccessDenied|InvalidAccessKeyId|SignatureDoesNotMatch|Forbidden|Unauthorized|authentication/i.test(said)) return "refused";
  if (
    /connection refused|timed out|timeout|no route|unreachable|connection reset|connection closed|EOF|no such host|could not resolve|network is|broken pipe|subsystem request failed|dial tcp|ssh command exited|unable to start the sftp session/i.test(
      said,
    )
  ) {
    return "unreachable";
  }
  return "other";
}

/** What each problem means for whoever runs the server, for the log and the restore command. */
export const PROBLEM_HINTS = Object.freeze({
  "no-key": "OFFSITE_KEY is not set or is shorter than 16 characters",
  "bad-address": "OFFSITE_URL is not an sftp:// or s3:// address",
  "no-ssh-key": "the SSH key file is missing or unreadable",
  "no-s3-keys": "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set",
  "no-tool": "restic is not installed (apt-get install restic)",
  unreachable: "the storage does not answer: check its address and that it is reachable from this server",
  refused: "the storage refuses the login: check the user, the SSH key or the access keys",
  "host-key": "the SFTP server's host key changed since it was pinned: make sure it is the same server",
  "wrong-key": "OFFSITE_KEY is not the key this copy was made with",
  full: "the storage or this server's disk is full",
  other: "restic reported a problem",
});

/** A failed run in one line: what it means, then restic's own last words. @param {{ stderr: string; missing?: boolean }} run */
export function failureOf(run) {
  return `${PROBLEM_HINTS[problemOf(run)]} (${lastLineOf(run.stderr)})`;
}

/** restic's last words, one line, for the log. @param {string} stderr */
export function lastLineOf(stderr) {
  return (
    stderr
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? ""
  ).slice(0, 300);
}

/** A repository that is not there yet, as opposed to one that cannot be reached or be read. @param {{ stderr: string; missing?: boolean }} run */
export function isMissingRepository(run) {
  return /Is there a repository at the following location|unable to open config file/i.test(run.stderr) && problemOf(run) === "other";
}
