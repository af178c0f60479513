/** Test support for the account-token calls: callers with their own address, outbox reads and link parsing. */
import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { csrfHeaders } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { authTokens, emailStatusHistory, emails } from "../../db/schema/index";

let nextAddress = 1;

/**
 * A caller with its own client address (so that one test's per-address rate limit does not spill into another),
 * the CSRF headers, and optionally a session cookie.
 */
export async function accountClient(app: FastifyInstance, options: { sessionCookie?: string } = {}) {
  const csrf = await csrfHeaders(app);
  const cookie = [options.sessionCookie, csrf.cookie].filter(Boolean).join("; ");
  const headers = { ...csrf, cookie };
  const remoteAddress = `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress++;
  return {
    post: (url: string, payload?: Record<string, unknown>) =>
      app.inject({ method: "POST", url, headers, remoteAddress, ...(payload && { payload }) }),
    get: (url: string) => app.inject({ method: "GET", url, headers, remoteAddress }),
  };
}

/** The token of a link in an e-mail (`...?token=<base64url>`). */
export function tokenIn(content: string): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})\b/.exec(content);
  if (!match?.[1]) throw new Error(`no token link in: ${content.slice(0, 500)}`);
  return match[1];
}

/** Outbox rows addressed to this e-mail, oldest first, each with its status history in order. */
export async function outboxFor(db: Database, address: string) {
  const rows = await db.select().from(emails).where(sql`${address} = any(${emails.to})`).orderBy(asc(emails.createdAt));
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      history: await db
        .select({ status: emailStatusHistory.status, detail: emailStatusHistory.detail })
        .from(emailStatusHistory)
        .where(eq(emailStatusHistory.emailId, row.id))
        .orderBy(asc(emailStatusHistory.at), asc(emailStatusHistory.createdAt)),
    })),
  );
}

export async function tokensOf(db: Database, userId: string) {
  return db.select().from(authTokens).where(eq(authTokens.userId, userId)).orderBy(asc(authTokens.createdAt));
}
