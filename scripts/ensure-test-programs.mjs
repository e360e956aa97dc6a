// @ts-check
// The programs the tests start for real, from Debian's packages (their own builds cannot be
// downloaded here): Chromium for the browser tests, nginx and openssl for the test behind an
// HTTPS reverse proxy, Java for the W3C Nu HTML checker, pdftotext for the receipts, restic and
// OpenSSH's server for the off-site copy's tests against a real SFTP account.
import { chromiumPath } from "./chromium.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";

const wanted = [
  {
    program: chromiumPath,
    debianPackage: "chromium",
    purpose: "the browser tests",
    hint: "(or set CHROME_PATH to a Chromium or Chrome binary you already have)",
  },
  { program: "/usr/sbin/nginx", debianPackage: "nginx-light", purpose: "the test behind an HTTPS reverse proxy", hint: "" },
  { program: "/usr/bin/openssl", debianPackage: "openssl", purpose: "the test certificate of that proxy", hint: "" },
  { program: "/usr/bin/java", debianPackage: "default-jre-headless", purpose: "the W3C Nu HTML checker (vnu.jar) that reads every page", hint: "" },
  { program: "/usr/bin/pdftotext", debianPackage: "poppler-utils", purpose: "reading the receipts' text as a reader's PDF tool does", hint: "" },
  { program: "/usr/bin/restic", debianPackage: "restic", purpose: "the off-site copy", hint: "" },
  { program: "/usr/bin/ssh", debianPackage: "openssh-client", purpose: "the off-site copy over SFTP", hint: "" },
  { program: "/usr/sbin/sshd", debianPackage: "openssh-server", purpose: "the SFTP server the off-site copy's tests copy to", hint: "" },
];

for (const { hint, ...program } of wanted) {
  if (!ensureDebianPackage(program)) {
    if (hint) console.error(hint);
    process.exit(1);
  }
}
