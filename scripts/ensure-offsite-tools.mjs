// @ts-check
// `npm start` with OFFSITE_URL set: restic (and ssh for an sftp:// address) must be on the server.
// Installed from Debian's packages when missing and we are root; otherwise the line to run is
// printed and the site starts all the same, its owner's home saying the copy is not working.
import { ensureDebianPackage } from "./debian-package.mjs";

const address = process.env.OFFSITE_URL?.trim() ?? "";
if (address) {
  ensureDebianPackage({ program: "/usr/bin/restic", debianPackage: "restic", purpose: "the off-site copy (OFFSITE_URL)" });
  if (address.startsWith("sftp:")) ensureDebianPackage({ program: "/usr/bin/ssh", debianPackage: "openssh-client", purpose: "the off-site copy over SFTP" });
}
