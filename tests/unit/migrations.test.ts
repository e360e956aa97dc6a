import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

it("the committed migrations produce exactly the schema in prisma/schema.prisma", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trust-migrations-"));
  // --exit-code makes migrate diff exit 2 when the two differ, which execFileSync throws on.
  const diff = execFileSync(
    "npx",
    ["prisma", "migrate", "diff", "--from-migrations", "prisma/migrations", "--to-schema-datamodel", "prisma/schema.prisma", "--exit-code"],
    { encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, "site.db")}` } },
  );
  expect(diff).toContain("No difference detected");
});
