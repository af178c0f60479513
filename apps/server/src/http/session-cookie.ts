/** The session cookie's name and options: __Host- prefixed on https. */
import type { CookieSerializeOptions } from "@fastify/cookie";

export const SESSION_COOKIE = "onboard_session";
/** On https the cookie carries the __Host- prefix: Secure, Path=/, no Domain, so no sibling host can plant it. */
export const SECURE_SESSION_COOKIE = "__Host-onboard_session";

export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

export function sessionCookie(publicOrigin: string): SessionCookie {
  const isSecure = publicOrigin.startsWith("https:");
  return {
    name: isSecure ? SECURE_SESSION_COOKIE : SESSION_COOKIE,
    options: { path: "/", httpOnly: true, sameSite: "lax", secure: isSecure },
  };
}
