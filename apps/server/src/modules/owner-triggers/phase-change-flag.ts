/**
 * The phase-change status flag (spec §6 "update the phase-change status flag"): a global feature-toggle row,
 * PHASE_CHANGE_EMAILS, off until the owner turns it on. The phase-change trigger sends nothing while it is off.
 */
import { PHASE_CHANGE_FLAG_TOGGLE, type PhaseChangeFlag } from "@onboard/domain/emails/owner-trigger-schemas";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { featureToggles } from "../../db/schema/index";
import { recordAudit } from "../audit/index";
import type { TriggerDeps } from "./trigger-deps";

export async function readPhaseChangeFlag(db: Pick<Database, "select">): Promise<PhaseChangeFlag> {
  const [row] = await db
    .select({ enabled: featureToggles.enabled })
    .from(featureToggles)
    .where(eq(featureToggles.name, PHASE_CHANGE_FLAG_TOGGLE))
    .limit(1);
  return { enabled: row?.enabled ?? false };
}

export async function updatePhaseChangeFlag(deps: TriggerDeps, flag: PhaseChangeFlag): Promise<PhaseChangeFlag> {
  return deps.db.transaction(async (tx) => {
    const before = await readPhaseChangeFlag(tx);
    await tx
      .insert(featureToggles)
      .values({
        name: PHASE_CHANGE_FLAG_TOGGLE,
        enabled: flag.enabled,
        description: "Phase-change e-mails (owner trigger) are sent while this is on",
      })
      .onConflictDoUpdate({ target: featureToggles.name, set: { enabled: flag.enabled, updatedAt: deps.now } });
    await recordAudit(tx, {
      ...deps.actor,
      action: "owner.phase-change-status-flag",
      entity: "FeatureToggle",
      entityId: PHASE_CHANGE_FLAG_TOGGLE,
      before,
      after: flag,
    });
    return flag;
  });
}
