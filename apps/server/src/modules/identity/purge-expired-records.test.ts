import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../../../test/factories/index";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { authnTransactions, authTokens, oidcPayloads, sessions } from "../../db/schema/index";
import { purgeExpiredRecords } from "./purge-expired-records";

const HOUR = 60 * 60 * 1000;
const now = new Date("2026-11-21T12:00:00.000Z");
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
const hex = () => randomBytes(8).toString("hex");

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("purgeExpiredRecords", () => {
  it("deletes what ended more than a day ago and keeps the rest", async () => {
    const db = t.database.db;
    const user = await buildUser(db, { role: "BROKER" });
    const transaction = (expiresAt: Date) => ({
      stateTokenHash: hex(),
      userId: user.id,
      status: "MFA_REQUIRED",
      expiresAt,
    });
    const [oldTx, liveTx] = await db
      .insert(authnTransactions)
      .values([transaction(ago(25)), transaction(ago(1))])
      .returning();
    const token = (expiresAt: Date, usedAt: Date | null = null) => ({
      tokenHash: hex(),
      type: "RESET" as const,
      userId: user.id,
      expiresAt,
      usedAt,
    });
    const [expiredToken, usedToken, liveToken] = await db
      .insert(authTokens)
      .values([token(ago(30)), token(new Date(now.getTime() + HOUR), ago(48)), token(new Date(now.getTime() + HOUR))])
      .returning();
    const session = (idle: Date, absolute: Date) => ({
      id: hex(),
      userId: user.id,
      idleExpiresAt: idle,
      absoluteExpiresAt: absolute,
    });
    const [endedSession, liveSession] = await db
      .insert(sessions)
      .values([session(ago(26), ago(20)), session(new Date(now.getTime() + HOUR), new Date(now.getTime() + 5 * HOUR))])
      .returning();
    const payload = (expiresAt: Date | null) => ({ id: hex(), type: "AuthorizationCode", payload: {}, expiresAt });
    const [oldPayload, livePayload, openPayload] = await db
      .insert(oidcPayloads)
      .values([payload(ago(48)), payload(ago(2)), payload(null)])
      .returning();

    const counts = await purgeExpiredRecords(db, now);

    expect(counts).toMatchObject({ authnTransactions: 1, authTokens: 2, sessions: 1, oidcPayloads: 1 });
    const ids = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);
    const txIds = await ids(db.select().from(authnTransactions).where(eq(authnTransactions.userId, user.id)));
    expect(txIds).toEqual([liveTx?.id]);
    expect(txIds).not.toContain(oldTx?.id);
    const tokenIds = await ids(db.select().from(authTokens).where(eq(authTokens.userId, user.id)));
    expect(tokenIds).toEqual([liveToken?.id]);
    expect(tokenIds).not.toContain(expiredToken?.id);
    expect(tokenIds).not.toContain(usedToken?.id);
    const sessionIds = await ids(db.select().from(sessions).where(eq(sessions.userId, user.id)));
    expect(sessionIds).toEqual([liveSession?.id]);
    expect(sessionIds).not.toContain(endedSession?.id);
    const payloadIds = await ids(db.select().from(oidcPayloads));
    expect(payloadIds).toEqual(expect.arrayContaining([livePayload?.id, openPayload?.id]));
    expect(payloadIds).not.toContain(oldPayload?.id);
  });

  it("is scheduled hourly by the app's job runner", async () => {
    const rows = await t.database.db.execute(
      sql`select name, cron, timezone from pgboss.schedule where name = 'maintenance.purge-expired'`,
    );
    expect(rows.rows).toEqual([{ name: "maintenance.purge-expired", cron: "17 * * * *", timezone: "UTC" }]);
  });
});
