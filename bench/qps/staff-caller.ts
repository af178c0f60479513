/** A carrier-staff caller of one node over HTTP: GETs with the session cookie, POSTs with the CSRF pair too. */
import { type HttpAnswer, httpClient } from "../mixed-load/http-client";

export interface StaffCaller {
  get(path: string): Promise<HttpAnswer>;
  post(path: string): Promise<HttpAnswer>;
  close(): void;
}

export async function staffCaller(origin: string, sessionCookie: string, connections = 8): Promise<StaffCaller> {
  const http = httpClient(origin, connections);
  const csrf = await http.send({ method: "GET", path: "/api/csrf-token" });
  if (csrf.status !== 200) throw new Error(`GET /api/csrf-token answered ${csrf.status}`);
  const csrfCookie = (csrf.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  const token = (JSON.parse(csrf.body.toString()) as { token: string }).token;
  return {
    get: (path) => http.send({ method: "GET", path, headers: { cookie: sessionCookie } }),
    post: (path) =>
      http.send({
        method: "POST",
        path,
        headers: { cookie: `${sessionCookie}; ${csrfCookie}`, "x-csrf-token": token },
      }),
    close: () => http.close(),
  };
}

/** Starts a push of the client's plan design; the api job's id (202 new, 200 already running). */
export async function startPush(caller: StaffCaller, clientId: string): Promise<string> {
  const answer = await caller.post(`/api/clients/${clientId}/qps/async-push`);
  if (answer.status !== 202 && answer.status !== 200) {
    throw new Error(`async-push of ${clientId} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
  }
  return (JSON.parse(answer.body.toString()) as { id: string }).id;
}
