/** Drives /login in tests: a scripted transaction API (answers per path, in order) behind the fake server. */
import type { AuthnResponse } from "./api/authn-types";
import { discoveryDocument, json } from "./auth-test-support";

export const signingInUser = { email: "avery@onboard.test", name: "Avery Admin" };
export const totpFactor = { id: "f-totp", factorType: "token:software:totp" as const, profile: {} };
export const smsFactor = { id: "f-sms", factorType: "sms" as const, profile: { phoneNumber: "•••-•••-0100" } };

export function authn(response: Omit<Partial<AuthnResponse>, "status"> & { status: string }): () => Response {
  return () => json({ expiresAt: "2030-01-01T00:00:00.000Z", user: signingInUser, ...response });
}

export function failure(status: number, code: string, message: string, errors?: { path: string; message: string }[]) {
  return () => json({ code, message, ...(errors ? { errors } : {}) }, status);
}

/** Each path answers with its factories in order; the last one repeats. */
export function scriptedServer(script: Record<string, (() => Response)[]>) {
  const queues = new Map(Object.entries(script).map(([path, answers]) => [path, [...answers]]));
  return (path: string): Response | undefined => {
    if (path === "/oidc/.well-known/openid-configuration") return json(discoveryDocument);
    if (path === "/api/authn/cancel") return new Response(null, { status: 204 });
    const queue = queues.get(path);
    if (!queue?.length) return undefined;
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return next?.();
  };
}
