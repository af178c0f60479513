/** Test helpers of the clients module: a signed-in caller that sends JSON with the CSRF header. */
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { LightMyRequestResponse } from "fastify";
import { createSessionFor } from "../../../test/sessions";
import { csrfHeaders, type TestApp } from "../../../test/test-app";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface Caller {
  user: Awaited<ReturnType<typeof createSessionFor>>["user"];
  request(
    method: Method,
    url: string,
    body?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export async function callerFor(t: TestApp, role: CarrierRole, clientIds?: readonly string[]): Promise<Caller> {
  const session = await createSessionFor(t.database.db, { role, clientIds });
  return {
    user: session.user,
    async request(method, url, body, headers = {}) {
      const csrf = method === "GET" ? {} : await csrfHeaders(t.app);
      const cookie = [session.cookie, csrf.cookie].filter(Boolean).join("; ");
      const { cookie: _c, ...csrfToken } = csrf;
      return t.app.inject({
        method,
        url,
        headers: { cookie, ...csrfToken, ...headers },
        ...(body === undefined ? {} : { payload: body }),
      });
    },
  };
}
