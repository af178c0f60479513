/** Test helpers for the auth feature: the provider's discovery document and a Node-realm-safe SHA-256. */

import { vi } from "vitest";
import { testConfiguration } from "../../test/fixtures";

export const identity = testConfiguration.identity;

export const discoveryDocument = {
  issuer: identity.issuer,
  authorization_endpoint: `${identity.issuer}/auth`,
  token_endpoint: `${identity.issuer}/token`,
  jwks_uri: `${identity.issuer}/jwks`,
  response_types_supported: ["code"],
  code_challenge_methods_supported: ["S256"],
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

/**
 * jsdom gives the test its own ArrayBuffer, so Node's digest result fails oauth4webapi's `instanceof` check.
 * Copying the bytes into this realm's buffer keeps the real SHA-256 (browsers have a single realm).
 */
export function useRealmSafeDigest(): void {
  const subtle = globalThis.crypto.subtle;
  const digest = subtle.digest.bind(subtle);
  vi.spyOn(subtle, "digest").mockImplementation(async (algorithm, data) => {
    const bytes = new Uint8Array(await digest(algorithm, data));
    const copy = new ArrayBuffer(bytes.byteLength);
    new Uint8Array(copy).set(bytes);
    return copy;
  });
}

type FetchCall = [input: RequestInfo | URL, init?: RequestInit];

/** The calls a fetch mock received for a path, with their parsed JSON (or form) bodies. */
export function callsTo(fetchMock: { mock: { calls: FetchCall[] } }, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), "http://localhost").pathname === path)
    .map(([, init]) => {
      const body = init?.body;
      if (body instanceof URLSearchParams) return { method: init?.method, body: Object.fromEntries(body) };
      return { method: init?.method ?? "GET", body: typeof body === "string" ? JSON.parse(body) : body };
    });
}
