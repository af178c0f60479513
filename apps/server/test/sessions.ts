/**
 * Signed-in test callers without the sign-in flow: `createSessionFor` inserts a user (linked to clients for a broker
 * or ben admin) and a live row in `sessions`, and returns the cookie the session plugin resolves.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { Database } from "../src/db/client";
import { clients, sessions, userClients, users } from "../src/db/schema/index";
import { hashSessionToken } from "../src/modules/users/find-user-by-session-token";
import { SESSION_COOKIE } from "../src/plugins/session";

const HOUR_MS = 60 * 60 * 1000;

export async function buildClient(db: Database, overrides: Partial<typeof clients.$inferInsert> = {}) {
  const suffix = randomBytes(4).toString("hex");
  const [row] = await db
    .insert(clients)
    .values({ name: `Test Client ${suffix}`, caseId: `CASE-${suffix}`, ...overrides })
    .returning();
  if (!row) throw new Error("client insert returned no row");
  return row;
}

export async function buildUser(
  db: Database,
  {
    role,
    clientIds = [],
    hasAcceptedTerms = true,
  }: { role: CarrierRole; clientIds?: readonly string[]; hasAcceptedTerms?: boolean },
) {
  const suffix = randomBytes(4).toString("hex");
  const [row] = await db
    .insert(users)
    .values({
      userId: `test-${randomUUID()}`,
      name: `Test ${role} ${suffix}`,
      email: `${suffix}@example.test`,
      role,
      termsOfUseAt: hasAcceptedTerms ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error("user insert returned no row");
  if (clientIds.length > 0) {
    await db.insert(userClients).values(clientIds.map((clientId) => ({ userId: row.id, clientId })));
  }
  return { ...row, clientIds: [...clientIds] };
}

export interface TestSession {
  /** `onboard_session=<token>`, ready for a Cookie header. */
  cookie: string;
  token: string;
  user: Awaited<ReturnType<typeof buildUser>>;
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
