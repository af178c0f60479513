/** Test helpers for the explorer forms: solving the captcha as the widget does, and posting with the CSRF header. */

import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { csrfHeaders } from "../../../test/test-app";
import type { Database } from "../../db/client";
import { emails } from "../../db/schema/index";

/** Fetches a challenge and returns the payload the widget would submit after solving it. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/explorer-pages/captcha/challenge" });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export async function postJson(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: "POST", url, headers: await csrfHeaders(app), payload: payload as object });
}

export async function storedEmail(db: Database, id: string) {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  if (!row) throw new Error(`no e-mail ${id}`);
  return row;
}
