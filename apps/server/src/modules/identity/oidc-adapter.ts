/**
 * oidc-provider's storage on Postgres (oidc_payloads): one row per (model, id), with the grant, user-code and
 * session-uid lookups the provider needs. Expired rows are never returned; consumed ones carry `consumed`.
 */

import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Adapter, AdapterFactory, AdapterPayload } from "oidc-provider";
import type { Database } from "../../db/client";
import { oidcPayloads } from "../../db/schema/index";

type Column = typeof oidcPayloads.uid | typeof oidcPayloads.userCode | typeof oidcPayloads.id;

class PostgresOidcAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const now = new Date();
    const row = {
      payload: payload as Record<string, unknown>,
      grantId: typeof payload.grantId === "string" ? payload.grantId : null,
      userCode: typeof payload.userCode === "string" ? payload.userCode : null,
      uid: typeof payload.uid === "string" ? payload.uid : null,
      expiresAt: typeof expiresIn === "number" ? new Date(now.getTime() + expiresIn * 1000) : null,
      updatedAt: now,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ id, type: this.model, ...row })
      .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: row });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy(oidcPayloads.id, id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy(oidcPayloads.uid, uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy(oidcPayloads.userCode, userCode);
  }

  async consume(id: string): Promise<void> {
    const now = new Date();
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: now, updatedAt: now })
      .where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.model), eq(oidcPayloads.grantId, grantId)));
  }

  private async findBy(column: Column, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.type, this.model),
          eq(column, value),
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date())),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

export function postgresOidcAdapter(db: Database): AdapterFactory {
  return (model) => new PostgresOidcAdapter(db, model);
}

/**
 * Ends everything a grant gave: its codes and tokens, the grant itself, and the provider's browser session that
 * holds it (so a later authorization request has to sign in again).
 */
export async function revokeOidcGrant(db: Database, grantId: string, clientId: string): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      or(
        eq(oidcPayloads.grantId, grantId),
        and(eq(oidcPayloads.type, "Grant"), eq(oidcPayloads.id, grantId)),
        and(
          eq(oidcPayloads.type, "Session"),
          sql`${oidcPayloads.payload} -> 'authorizations' -> ${clientId}::text ->> 'grantId' = ${grantId}`,
        ),
      ),
    );
}
