// @ts-check
// Real off-site storage on localhost, of the two kinds production uses: an SFTP account served by
// Debian's OpenSSH server, and an S3-compatible store (s3rver) over HTTPS with its own
// certificate authority, as hosted stores are. Each gives the OFFSITE_* settings a site uses to
// reach it, the folder its bytes land in, and a way to stop answering.
import { execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { selfSignedCertificate } from "./certificate.mjs";
import { freePort } from "./site.mjs";

/** @typedef {{ kind: "sftp" | "s3"; env: Record<string, string>; storage: string; stop: () => Promise<void> }} OffsiteTarget */

/** The secret that encrypts what leaves the server, one per test process. */
export const OFFSITE_KEY = crypto.randomBytes(24).toString("hex");

/** @param {number} port */
async function answering(port) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing answered on port ${port}`);
}

/** @param {string} file */
function sshKey(file) {
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", file]);
}

/** An SFTP account on this machine: the current user, a key of its own, a fresh folder to fill. @returns {Promise<OffsiteTarget>} */
export async function startSftpTarget() {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "trust-sftp-"));
  const storage = path.join(home, "storage");
  fs.mkdirSync(storage);
  sshKey(path.join(home, "host_key"));
  sshKey(path.join(home, "client_key"));
  fs.copyFileSync(path.join(home, "client_key.pub"), path.join(home, "authorized_keys"));
  // OpenSSH's privilege separation wants this folder; it is there once openssh-server ran as a service.
  fs.mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  const port = await freePort();
  const config = path.join(home, "sshd_config");
  fs.writeFileSync(
    config,
    [
      `Port ${port}`,
      "ListenAddress 127.0.0.1",
      `HostKey ${path.join(home, "host_key")}`,
      `AuthorizedKeysFile ${path.join(home, "authorized_keys")}`,
      `PidFile ${path.join(home, "sshd.pid")}`,
      "StrictModes no",
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "UsePAM no",
      "PermitRootLogin prohibit-password",
      "Subsystem sftp internal-sftp",
      "",
    ].join("\n"),
  );
  const sshd = spawn("/usr/sbin/sshd", ["-D", "-e", "-f", config], { stdio: "ignore" });
  await answering(port);
  return {
    kind: "sftp",
    env: {
      OFFSITE_URL: `sftp://${os.userInfo().username}@127.0.0.1:${port}/${storage}`,
      OFFSITE_SSH_KEY: path.join(home, "client_key"),
      OFFSITE_KEY,
    },
    storage,
    stop: async () => {
      if (sshd.exitCode !== null || sshd.signalCode !== null) return;
      const exited = new Promise((resolve) => sshd.once("exit", resolve));
      sshd.kill("SIGTERM");
      await exited;
    },
  };
}

/** An S3-compatible store with one bucket, over HTTPS with a certificate made for it. @returns {Promise<OffsiteTarget>} */
export async function startS3Target() {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "trust-s3-"));
  const storage = path.join(home, "storage");
  const { key, cert } = selfSignedCertificate(home, "127.0.0.1");
  const port = await freePort();
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    directory: storage,
    silent: true,
    key: fs.readFileSync(key),
    cert: fs.readFileSync(cert),
    configureBuckets: [{ name: "trust" }],
  });
  await server.run();
  let running = true;
  return {
    kind: "s3",
    env: {
      OFFSITE_URL: "s3://trust/site-copy",
      OFFSITE_S3_ENDPOINT: `https://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_REGION: "us-east-1",
      SSL_CERT_FILE: cert,
      OFFSITE_KEY,
    },
    storage,
    stop: async () => {
      if (!running) return;
      running = false;
      await server.close();
    },
  };
}

/** Whether any byte sequence in the storage's files is `text`. @param {string} folder @param {string} text */
export function storageHolds(folder, text) {
  const wanted = Buffer.from(text);
  /** @param {string} entry @returns {boolean} */
  const holds = (entry) =>
    fs.statSync(entry).isDirectory() ? fs.readdirSync(entry).some((name) => holds(path.join(entry, name))) : fs.readFileSync(entry).includes(wanted);
  return holds(folder);
}
