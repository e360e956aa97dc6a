// @ts-check
// A self-signed certificate for a server the tests start on this machine (nginx as the HTTPS
// proxy, the S3-compatible store), made with Debian's openssl.
import { execFileSync } from "node:child_process";
import net from "node:net";
import path from "node:path";

/**
 * Writes key.pem and cert.pem into `folder` for `host` (a name such as localhost, or an address).
 * @param {string} folder @param {string} host
 */
export function selfSignedCertificate(folder, host) {
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  const altName = net.isIP(host) ? `IP:${host}` : `DNS:${host}`;
  const subject = ["-subj", `/CN=${host}`, "-addext", `subjectAltName=${altName}`];
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", ...subject, "-keyout", key, "-out", cert], { stdio: "ignore" });
  return { key, cert };
}
