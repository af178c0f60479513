/**
 * A typed API client for arranging data in specs: openapi-fetch over the types generated from the OpenAPI document
 * (api-types.ts), sending each call through a Playwright APIRequestContext, so that it is the page's signed-in user
 * (its cookies) who calls; every write carries the CSRF token the app's own calls send.
 */
import type { APIRequestContext } from "@playwright/test";
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./api-types";

export type ApiClient = Client<paths>;

/** openapi-fetch builds absolute URLs; the request context resolves the path against its own baseURL instead. */
const PLACEHOLDER_ORIGIN = "http://api.invalid";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const NO_BODY = new Set([204, 205, 304]);

export function apiClient(request: APIRequestContext): ApiClient {
  const client = createClient<paths>({
    baseUrl: PLACEHOLDER_ORIGIN,
    fetch: async (input) => {
      const url = new URL(input.url);
      const body = input.body ? Buffer.from(await input.arrayBuffer()) : undefined;
      const answer = await request.fetch(url.pathname + url.search, {
        method: input.method,
        headers: Object.fromEntries(input.headers),
        data: body,
      });
      const status = answer.status();
      return new Response(NO_BODY.has(status) ? null : new Uint8Array(await answer.body()), {
        status,
        headers: answer.headers(),
      });
    },
  });
  client.use({
    async onRequest({ request: call }) {
      if (!WRITES.has(call.method)) return undefined;
      const { data } = await client.GET("/api/csrf-token");
      if (data) call.headers.set("x-csrf-token", data.token);
      return call;
    },
  });
  return client;
}

/** The answer's data (undefined for a 204), or a failure naming the call (`what`), its status and error body. */
export async function dataOf<T>(what: string, call: Promise<{ data?: T; error?: unknown; response: Response }>) {
  const { data, error, response } = await call;
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(error)}`);
  return data as T;
}
