// @ts-check
// Programs this project takes from Debian's packages (this network cannot download their own
// builds): installed when missing and we are root; otherwise the exact line to run is printed.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * @param {{ program: string; debianPackage: string; purpose: string }} wanted
 * @returns {boolean} whether the program is there now
 */
export function ensureDebianPackage({ program, debianPackage, purpose }) {
  if (fs.existsSync(program)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${program} is missing (${purpose}). Install it with: sudo apt-get update && sudo apt-get install -y ${debianPackage}`);
    return false;
  }
  console.log(`Installing Debian's ${debianPackage} package (${purpose})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", debianPackage], { stdio: "inherit", env });
  return true;
}
