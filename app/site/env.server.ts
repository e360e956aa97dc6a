import crypto from "node:crypto";
import fs from "node:fs";
import { z } from "zod";
import { dataPaths, type DataPaths } from "./data-paths.server.mjs";
import { keyBytes } from "./donor-seal.mjs";

const flag = z.enum(["0", "1"]);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
    PORT: z.coerce
      .number({ invalid_type_error: "must be a port number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    DATA_DIR: z.string().trim().min(1, "must name a folder").default("./data"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters long").optional(),
    DONOR_DATA_KEY: z
      .string()
      .trim()
      .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (32 bytes): make one with openssl rand -hex 32")
      .optional(),
    OWNER_USERID: z.string().trim().min(1, "must not be empty").max(64, "must be at most 64 characters").optional(),
    OWNER_PASSWORD: z.string().min(8, "must be at least 8 characters long").max(128, "must be at most 128 characters").optional(),
    DEMO_CONTENT: flag.optional(),
    BACKUP_EVERY_DAY: flag.default("0"),
    TRUST_PROXY: z
      .string()
      .regex(/^\d{1,2}$/, "must be the number of proxies in front of the site (0 for none, 1 for one)")
      .default("0"),
    PUBLIC_URL: z
      .string()
      .url("must be the site's address, such as https://trust.example.in")
      .refine(isWebOrigin, "must be an http(s) address with no path, such as https://trust.example.in")
      .optional(),
    CORS_ORIGINS: z.string().optional(),
    SMTP_URL: z
      .string()
      .url("must be an SMTP server's address, such as smtp://user:password@smtp.example.in:587")
      .refine((value) => /^smtps?:$/.test(new URL(value).protocol), "must begin with smtp:// (STARTTLS, port 587) or smtps:// (TLS, port 465)")
      .optional(),
    RECEIPTS_FROM: z.string().email("must be the e-mail address receipts are sent from, such as receipts@trust.example.in").optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required when NODE_ENV=production (at least 32 random characters)",
      });
    }
    if (env.NODE_ENV === "production" && !env.DONOR_DATA_KEY) {
      context.addIssue({
        code: "custom",
        path: ["DONOR_DATA_KEY"],
        message: "is required when NODE_ENV=production: it seals donors' ID numbers (make one with openssl rand -hex 32, and keep it apart from the backups)",
      });
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      context.addIssue({
        code: "custom",
        path: ["PUBLIC_URL"],
        message: "is required when NODE_ENV=production: the address visitors use, such as https://trust.example.in",
      });
    }
    if (env.SMTP_URL && !env.RECEIPTS_FROM) {
      context.addIssue({ code: "custom", path: ["RECEIPTS_FROM"], message: "is required with SMTP_URL: the address receipts are sent from" });
    }
    if (Boolean(env.OWNER_USERID) !== Boolean(env.OWNER_PASSWORD)) {
      context.addIssue({
        code: "custom",
        path: [env.OWNER_USERID ? "OWNER_PASSWORD" : "OWNER_USERID"],
        message: "must be set together with the other of OWNER_USERID and OWNER_PASSWORD",
      });
    }
  });

/** An http(s) origin, perhaps with a trailing slash: absolute addresses are built on it. */
function isWebOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) && url.pathname === "/" && !url.search && !url.hash && !url.username;
  } catch {
    return false;
  }
}

export class EnvironmentError extends Error {
  override name = "EnvironmentError";
}

export type SiteConfig = {
  production: boolean;
  port: number;
  paths: DataPaths;
  sessionSecret: string;
  /** The key that seals donors' ID numbers (site/donor-seal.mjs), 32 bytes. */
  donorDataKey: Buffer;
  owner: { userid: string; password: string } | null;
  demoContent: boolean;
  /** Whether the server writes a backup a day into DATA_DIR/backups. */
  backupEveryDay: boolean;
  /** How many reverse proxies stand in front of the site; the client address is what the nearest saw. */
  trustProxyHops: number;
  /** The site's own origin: every absolute address is built on it, never on request headers. */
  publicOrigin: string;
  corsOrigins: string[];
  /** Where receipts are e-mailed through, and from whom; null when the site sends no mail. */
  mail: { smtpUrl: string; from: string } | null;
};

/** Reads the environment once; a bad value stops the start with one line naming it. */
export function readSiteConfig(source: Record<string, string | undefined> = process.env): SiteConfig {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = environmentSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new EnvironmentError(`Cannot start: ${reasons.join("; ")}.`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === "production";
  const paths = dataPaths(env.DATA_DIR);
  return {
    production,
    port: env.PORT,
    paths,
    sessionSecret: env.SESSION_SECRET ?? keptSecret(paths.sessionSecret, paths),
    donorDataKey: keyBytes(env.DONOR_DATA_KEY ?? keptSecret(paths.donorDataKey, paths)),
    owner: env.OWNER_USERID && env.OWNER_PASSWORD ? { userid: env.OWNER_USERID, password: env.OWNER_PASSWORD } : null,
    demoContent: (env.DEMO_CONTENT ?? (production ? "0" : "1")) === "1",
    backupEveryDay: env.BACKUP_EVERY_DAY === "1",
    trustProxyHops: Number(env.TRUST_PROXY),
    publicOrigin: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`,
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    mail: env.SMTP_URL && env.RECEIPTS_FROM ? { smtpUrl: env.SMTP_URL, from: env.RECEIPTS_FROM } : null,
  };
}

// Outside production a secret is made once and kept beside the data (never in a backup, which
// takes the database and the uploads only), so restarts keep sessions and sealed numbers.
function keptSecret(file: string, paths: DataPaths): string {
  fs.mkdirSync(paths.root, { recursive: true });
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

let current: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  current ??= readSiteConfig();
  return current;
}
