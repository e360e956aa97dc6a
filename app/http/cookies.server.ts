import { type Cookie, createCookie } from "@remix-run/node";
import { siteConfig } from "~/site/env.server";

/**
 * A cookie of the site: signed with SESSION_SECRET, out of scripts' reach, sent on same-site
 * navigations only, and only over HTTPS in production. Made on first use, once the environment
 * has been read.
 */
export function siteCookie(name: string, maxAgeSeconds: number): () => Cookie {
  let cookie: Cookie | undefined;
  return () => {
    const config = siteConfig();
    cookie ??= createCookie(name, {
      secrets: [config.sessionSecret],
      httpOnly: true,
      sameSite: "lax",
      secure: config.production,
      path: "/",
      maxAge: maxAgeSeconds,
    });
    return cookie;
  };
}
