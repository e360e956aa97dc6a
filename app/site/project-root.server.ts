import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * The folder the site runs from (the repository, or /app in the image), found from the packages
 * it installed: the app is bundled into build/, so its own address says nothing of where the
 * migrations and the plain modules the server starts (a worker's) are.
 */
export function projectRoot(): string {
  return path.resolve(path.dirname(require.resolve("prisma/package.json")), "..", "..");
}
