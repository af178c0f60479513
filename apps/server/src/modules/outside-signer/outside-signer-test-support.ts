/** Test support for the outside signer: invite one through the API and read the token from the e-mailed link. */
import { expect } from "vitest";
import type { TestApp } from "../../../test/test-app";
import { outboxFor, tokenIn } from "../account-tokens/account-tokens-test-support";
import type { eifRequester } from "../eif/eif-test-support";

let nextSigner = 1;

/** Names an outside signer for the client as `cookie`; their address and the token of the link they were e-mailed. */
export async function inviteSigner(
  t: TestApp,
  send: ReturnType<typeof eifRequester>,
  cookie: string,
  clientId: string,
  extra: object = {},
) {
  const email = `signer-${nextSigner++}-${Date.now()}@example.com`;
  const answer = await send(cookie, "PUT", `/api/clients/${clientId}/outside-signer`, {
    firstName: "Ana",
    lastName: "Ruiz",
    email,
    title: "CFO",
    ...extra,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return { email, token: await lastTokenSentTo(t, email), answer };
}

export async function lastTokenSentTo(t: TestApp, email: string): Promise<string> {
  const mails = await outboxFor(t.database.db, email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no e-mail to ${email}`);
  return tokenIn(last.text);
}

/** A call of the outside signer: only their token, no cookie (the CSRF pair on mutations, as their browser has). */
export function signerRequester(t: TestApp) {
  return async (token: string | null, method: "GET" | "POST", url: string, payload?: object) => {
    const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
    if (method !== "GET") {
      const csrf = await t.app.inject({ method: "GET", url: "/api/csrf-token" });
      headers.cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      headers["x-csrf-token"] = csrf.json<{ token: string }>().token;
    }
    return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  };
}
