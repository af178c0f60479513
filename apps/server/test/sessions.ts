/**
 * Signed-in test callers without the sign-in flow: `createSessionFor` builds a user (factories/users.ts; linked to
 * clients for a broker or ben admin) and a live row in `sessions`, and returns the cookie the session plugin resolves.
 */
import { randomBytes } from "node:crypto";
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { Database } from "../src/db/client";
import { sessions } from "../src/db/schema/index";
import { SESSION_COOKIE } from "../src/http/session-cookie";
import { hashSessionToken } from "../src/modules/users/find-user-by-session-token";
import { type BuiltUser, buildClient, buildUser } from "./factories/index";

const HOUR_MS = 60 * 60 * 1000;

export interface TestSession {
  /** `onboard_session=<token>`, ready for a Cookie header. */
  cookie: string;
  token: string;
  user: BuiltUser;
}

/**
 * A live session for a new user of `role`. BROKER and BEN_ADMIN users are linked to `clientIds`, or, when none are
 * given, to one client created for them; carrier staff are linked to `clientIds` only. The user has accepted the
 * terms of use unless `hasAcceptedTerms` is false, so that tests reach the permission decision, not the terms gate.
 */
export async function createSessionFor(
  db: Database,
  {
    role,
    clientIds,
    hasAcceptedTerms,
  }: { role: CarrierRole; clientIds?: readonly string[]; hasAcceptedTerms?: boolean },
): Promise<TestSession> {
  const isExternal = role === "BROKER" || role === "BEN_ADMIN";
  const linked = clientIds ?? (isExternal ? [(await buildClient(db)).id] : []);
  const user = await buildUser(db, { role, clientIds: linked, hasAcceptedTerms });
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  await db.insert(sessions).values({
    id: hashSessionToken(token),
    userId: user.id,
    idleExpiresAt: new Date(now + HOUR_MS),
    absoluteExpiresAt: new Date(now + 12 * HOUR_MS),
  });
  return { cookie: `${SESSION_COOKIE}=${token}`, token, user };
}
