import crypto from "node:crypto";
import type { Owner } from "@prisma/client";
import { credentialStamp, ownerUnderStamp } from "~/domain/owner.server";
import { siteCookie } from "./cookies.server";

const DEVICE_DAYS = 365;

// OWASP's device cookie: a browser that has logged in before is counted on its own, so failures
// from elsewhere (a guesser, or another family on the same mobile network's address) never lock
// the owner out of their own phone. A new password (changed, or reset from the shell) makes
// every device cookie issued before it a stranger again.
const deviceCookie = siteCookie("device", DEVICE_DAYS * 24 * 60 * 60);

/** This browser's device, still valid: whose it is and its id, under the owner's current password; or null. */
async function currentDevice(request: Request): Promise<{ owner: Owner; id: string } | null> {
  const value: unknown = await deviceCookie().parse(request.headers.get("Cookie"));
  if (typeof value !== "object" || value === null) return null;
  const { userid, id, stamp } = value as { userid?: unknown; id?: unknown; stamp?: unknown };
  if (typeof userid !== "string" || typeof id !== "string" || !/^[\w-]{16,64}$/.test(id)) return null;
  const owner = await ownerUnderStamp(userid, stamp);
  return owner ? { owner, id } : null;
}

/** The device id a signed cookie names for this userid under its current password, or null. */
export async function deviceOf(request: Request, userid: string): Promise<string | null> {
  const device = await currentDevice(request);
  return device?.owner.userid === userid ? device.id : null;
}

/** The owner this browser is a device of (they logged in on it under their current password), or null. */
export async function ownerOfDevice(request: Request): Promise<Owner | null> {
  return (await currentDevice(request))?.owner ?? null;
}

/** The cookie that marks this browser as one the owner logged in on (kept when it already is). */
export async function deviceCookieHeader(userid: string, device: string | null): Promise<string> {
  return deviceCookie().serialize({ userid, id: device ?? crypto.randomBytes(18).toString("base64url"), stamp: await credentialStamp(userid) });
}
