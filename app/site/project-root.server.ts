import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/**
 * The folder the site runs from (the repository, or /app in the image), found from the packages
 * it installed: the app is bundled into build/, so its own address says nothing of where the
 * migrations are, or the plain modules it runs as processes of their own (the old Excel reader).
 */
export function projectRoot(): string {
  return path.resolve(path.dirname(require.resolve("prisma/package.json")), "..", "..");
}
