// @ts-check
// `npm run db:migration -- <name>`: writes the SQL that takes the committed migrations to the
// current prisma/schema.prisma. `prisma migrate dev` cannot run with the JavaScript schema
// engine, so the next migration comes from `migrate diff` (docs/architecture.md, "Data").
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration -- <name>   (lower-case letters, digits and _ only)");
  process.exit(2);
}

const migrations = "prisma/migrations";
const hasMigrations = fs.existsSync(migrations) && fs.readdirSync(migrations).some((entry) => /^\d{14}_/.test(entry));
const from = hasMigrations ? ["--from-migrations", migrations] : ["--from-empty"];
const sql = execFileSync("npx", ["prisma", "migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});

if (!/^\s*(CREATE|ALTER|DROP|INSERT|UPDATE|DELETE|PRAGMA)/m.test(sql)) {
  console.log("The migrations already match the schema: nothing to write.");
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const folder = path.join(migrations, `${stamp}_${name}`);
fs.mkdirSync(folder, { recursive: true });
fs.writeFileSync(path.join(folder, "migration.sql"), sql);
const lock = path.join(migrations, "migration_lock.toml");
if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "sqlite"\n');
console.log(`Wrote ${folder}/migration.sql`);
