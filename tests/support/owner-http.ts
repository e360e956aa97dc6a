import { multipartBody } from "./raw-http";
import { OWNER, ownerCookie, type RunningSite, startSite } from "./site.mjs";

export { ownerCookie };

/** A bearer token from the JSON API's login. */
export async function ownerBearer(baseURL: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseURL}/api/v1/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  const answer = (await response.json()) as { data: { refreshToken: string } };
  return { Authorization: `Bearer ${answer.data.refreshToken}` };
}

/** Posts a form as the owner's browser does without JavaScript (no redirect followed). */
export function ownerFormPoster(baseURL: string, cookie: string) {
  return (to: string, fields: Record<string, string>) =>
    fetch(`${baseURL}${to}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
}

/** Posts a form with its file (a photo in "image" unless `field` says otherwise) as the owner's browser does without JavaScript. */
export function ownerUploader(baseURL: string, cookie: string) {
  return (to: string, fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, field = "image") => {
    const { body, contentType } = multipartBody(fields, file, field);
    return fetch(`${baseURL}${to}`, { method: "POST", headers: { Cookie: cookie, "Content-Type": contentType }, body, redirect: "manual" });
  };
}

/**
 * Runs `steps` on a site of its own, started empty (with `env` beside the usual), with the owner
 * logged in; the site stops after, whatever happens.
 */
export async function onAFreshSite(steps: (site: RunningSite, cookie: string) => Promise<void>, env: Record<string, string> = {}) {
  const site = await startSite({ demoContent: false, env });
  try {
    await steps(site, await ownerCookie(site.baseURL));
  } finally {
    await site.stop();
  }
}
