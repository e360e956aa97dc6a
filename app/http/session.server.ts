import crypto from "node:crypto";
import type { Owner } from "@prisma/client";
import { redirectDocument } from "@remix-run/node";
import { db } from "~/site/db.server";
import { siteCookie } from "./cookies.server";
import { ownerOfDevice } from "./device-cookie.server";
import { keepSentForm, releaseKeptForm } from "./kept-forms.server";
import { languageOf } from "~/domain/owner.server";
import { type Lang, pathIn } from "~/i18n/texts";

const SESSION_DAYS = 2;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

// The login cookie is named `user` as in the original product; it carries the session token,
// signed. Only a hash of the token is stored, so a copy of the database opens no session.
const sessionCookie = siteCookie("user", SESSION_MS / 1000);

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A new session for the owner: a fresh token every time, so a planted cookie never becomes a login. */
export async function startSession(ownerId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db().session.create({
    data: { tokenHash: hashToken(token), ownerId, expiresAt: new Date(Date.now() + SESSION_MS) },
  });
  return token;
}

/** The owner, and the token of the session they are in. */
export type OwnerSession = { owner: Owner; token: string };

/** The owner a token belongs to while its session lives; null for a missing, forged, expired or revoked one. */
async function ownerOfToken(token: string | null | undefined): Promise<OwnerSession | null> {
  if (!token || token.length > 200) return null;
  const session = await db().session.findUnique({ where: { tokenHash: hashToken(token) }, include: { owner: true } });
  if (!session || session.expiresAt <= new Date()) return null;
  return { owner: session.owner, token };
}

export async function purgeExpiredSessions(): Promise<void> {
  await db().session.deleteMany({ where: { expiresAt: { lte: new Date() } } });
}

export async function endSession(token: string): Promise<void> {
  await db().session.deleteMany({ where: { tokenHash: hashToken(token) } });
}

export async function sessionCookieHeader(token: string): Promise<string> {
  return sessionCookie().serialize(token);
}

export async function clearedSessionCookieHeader(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0 });
}

async function tokenFromCookie(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

export async function ownerFromCookie(request: Request) {
  return ownerOfToken(await tokenFromCookie(request));
}

/** A bearer token from `Authorization: Bearer …`, as the JSON API's clients send it. */
export async function ownerFromBearer(request: Request) {
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return ownerOfToken(match?.[1]);
}

/**
 * A path on this site to come back to after login: printable ASCII only, so no tab, newline or
 * backslash can make a browser read another host into it (`/\t/evil.example`, `//evil.example`).
 */
export function safeRedirectPath(value: unknown, fallback = "/login-home"): string {
  if (typeof value !== "string" || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value) || value.includes("\\")) return fallback;
  const base = new URL("http://site.invalid");
  const target = new URL(value, base);
  return target.origin === base.origin ? value : fallback;
}

/**
 * The logged-in owner, or a redirect to the login that brings them back here afterwards: in the
 * language of their area on a browser they have logged in on (its device cookie outlives the
 * session), else in English. A form sent after the session ended keeps what was typed in it
 * for that return (kept-forms.server.ts).
 */
export async function requireOwner(request: Request) {
  const session = await ownerFromCookie(request);
  if (session && request.method === "POST") await releaseKeptForm(request);
  if (session) return session;
  const url = new URL(request.url);
  const back = new URLSearchParams({ redirectTo: url.pathname + url.search });
  const headers = new Headers({ "Set-Cookie": await clearedSessionCookieHeader() });
  const kept = request.method === "POST" ? await keepSentForm(request) : null;
  if (kept) headers.append("Set-Cookie", kept);
  // The login page runs no React: the browser loads it whole, even from a link in the owner's area.
  throw redirectDocument(`${pathIn(await languageOfDevice(request), "/login")}?${back}`, { headers });
}

async function languageOfDevice(request: Request): Promise<Lang> {
  const owner = await ownerOfDevice(request);
  return owner ? languageOf(owner) : "en";
}

/** The language of the owner's area (the owner's own choice), on a page only the owner sees: a live session, or /login. */
export async function requireOwnersLanguage(request: Request): Promise<Lang> {
  return languageOf((await requireOwner(request)).owner);
}

/** The loader of an owner page that needs nothing but the owner: a live session, or /login. */
export async function ownerOnlyLoader({ request }: { request: Request }) {
  await requireOwner(request);
  return null;
}
