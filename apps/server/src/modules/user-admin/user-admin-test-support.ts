/** Test support for user administration: a signed-in caller of a role with JSON helpers, and audit reads. */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createSessionFor } from "../../../test/sessions";
import { csrfHeaders } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/index";

export async function callerFor(
  app: FastifyInstance,
  db: Database,
  role: CarrierRole,
  options: { clientIds?: string[] } = {},
) {
  const session = await createSessionFor(db, { role, clientIds: options.clientIds });
  const csrf = await csrfHeaders(app);
  const headers = { "x-csrf-token": csrf["x-csrf-token"] ?? "", cookie: [session.cookie, csrf.cookie].join("; ") };
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({ method, url, headers, ...(payload !== undefined && { payload: payload as object }) });
  return {
    user: session.user,
    cookie: session.cookie,
    get: (url: string) => send("GET", url),
    post: (url: string, payload?: unknown) => send("POST", url, payload),
    put: (url: string, payload?: unknown) => send("PUT", url, payload),
    delete: (url: string) => send("DELETE", url),
  };
}

export async function auditEntries(db: Database, entityId: string, action?: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), action ? eq(auditLog.action, action) : undefined));
}
