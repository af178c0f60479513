/** The provider's Postgres storage: expiry, consumption, the secondary lookups and grant revocation. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/test-database";
import { oidcPayloads } from "../../db/schema/index";
import { postgresOidcAdapter, revokeOidcGrant } from "./oidc-adapter";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("postgresOidcAdapter", () => {
  it("stores, finds and updates a payload per model", async () => {
    const adapter = postgresOidcAdapter(database.db);
    await adapter("AccessToken").upsert("a1", { jti: "a1", grantId: "g1" }, 60);
    await adapter("AccessToken").upsert("a1", { jti: "a1", grantId: "g1", scope: "openid" }, 60);
    expect(await adapter("AccessToken").find("a1")).toEqual({ jti: "a1", grantId: "g1", scope: "openid" });
    expect(await adapter("RefreshToken").find("a1")).toBeUndefined();
  });

  it("never returns an expired payload", async () => {
    const adapter = postgresOidcAdapter(database.db)("AuthorizationCode");
    await adapter.upsert("c1", { jti: "c1" }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, "c1"));
    expect(await adapter.find("c1")).toBeUndefined();
  });

  it("marks a consumed payload", async () => {
    const adapter = postgresOidcAdapter(database.db)("AuthorizationCode");
    await adapter.upsert("c2", { jti: "c2" }, 60);
    await adapter.consume("c2");
    expect(await adapter.find("c2")).toMatchObject({ jti: "c2", consumed: expect.any(Number) });
  });

  it("finds sessions by uid and device codes by user code, and destroys by id", async () => {
    const sessions = postgresOidcAdapter(database.db)("Session");
    await sessions.upsert("s1", { jti: "s1", uid: "u1", accountId: "acc" }, 60);
    expect(await sessions.findByUid("u1")).toMatchObject({ jti: "s1" });
    const devices = postgresOidcAdapter(database.db)("DeviceCode");
    await devices.upsert("d1", { jti: "d1", userCode: "ABCD-EFGH" }, 60);
    expect(await devices.findByUserCode("ABCD-EFGH")).toMatchObject({ jti: "d1" });
    await sessions.destroy("s1");
    expect(await sessions.findByUid("u1")).toBeUndefined();
  });

  it("revokes one model's payloads of a grant, or everything the grant gave", async () => {
    const adapter = postgresOidcAdapter(database.db);
    await adapter("RefreshToken").upsert("r1", { jti: "r1", grantId: "g2" }, 60);
    await adapter("AccessToken").upsert("a2", { jti: "a2", grantId: "g2" }, 60);
    await adapter("RefreshToken").revokeByGrantId("g2");
    expect(await adapter("RefreshToken").find("r1")).toBeUndefined();
    expect(await adapter("AccessToken").find("a2")).toMatchObject({ jti: "a2" });

    await adapter("Grant").upsert("g2", { jti: "g2", accountId: "acc" }, 60);
    await adapter("Session").upsert("s2", { jti: "s2", uid: "u2", authorizations: { web: { grantId: "g2" } } }, 60);
    await adapter("Session").upsert("s3", { jti: "s3", uid: "u3", authorizations: { web: { grantId: "g9" } } }, 60);
    await revokeOidcGrant(database.db, "g2", "web");
    expect(await adapter("AccessToken").find("a2")).toBeUndefined();
    expect(await adapter("Grant").find("g2")).toBeUndefined();
    expect(await adapter("Session").find("s2")).toBeUndefined();
    expect(await adapter("Session").find("s3")).toMatchObject({ jti: "s3" });
  });
});
