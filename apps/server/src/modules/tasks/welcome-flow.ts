/**
 * The hub's one-time welcome flow: GET reads it, POST .../welcome-flow starts it (idempotent), POST
 * .../complete-welcome-flow completes it once; a second completion is 409 "The welcome flow is already complete.".
 */
import type { WelcomeFlow } from "@onboard/domain/hub/welcome-flow-schemas";
import { TASK_MESSAGES } from "@onboard/domain/tasks/task-messages";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { AppError } from "../../errors/app-error";
import { recordAudit } from "../audit/index";
import { presentWelcomeFlow } from "./presenter";
import { ensureWelcomeFlow, findUserName, findWelcomeFlow, markWelcomeFlowComplete } from "./repository";

export async function getWelcomeFlow(db: DbExecutor, clientId: string): Promise<WelcomeFlow> {
  const row = await findWelcomeFlow(db, clientId);
  return presentWelcomeFlow(row, await findUserName(db, row?.completedByUserId ?? null));
}

export async function startWelcomeFlow(db: Database, actor: Actor, clientId: string): Promise<WelcomeFlow> {
  return db.transaction(async (tx) => {
    const { row, isNew } = await ensureWelcomeFlow(tx, clientId);
    if (isNew) {
      await recordAudit(tx, {
        ...auditActor(actor),
        action: "welcome-flow.start",
        entity: "WelcomeFlow",
        entityId: row.id,
        clientId,
        before: null,
        after: { welcomeFlowCompletedAt: null },
      });
    }
    return presentWelcomeFlow(row, await findUserName(tx, row.completedByUserId));
  });
}

export async function completeWelcomeFlow(
  db: Database,
  actor: Actor,
  user: AuthenticatedUser,
  clientId: string,
  now: Date,
): Promise<WelcomeFlow> {
  return db.transaction(async (tx) => {
    await ensureWelcomeFlow(tx, clientId);
    const completed = await markWelcomeFlowComplete(tx, clientId, user.id, now);
    if (!completed) throw new AppError("WELCOME_FLOW_COMPLETE", 409, TASK_MESSAGES.welcomeFlowAlreadyComplete);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "welcome-flow.complete",
      entity: "WelcomeFlow",
      entityId: completed.id,
      clientId,
      before: { welcomeFlowCompletedAt: null },
      after: { welcomeFlowCompletedAt: completed.welcomeFlowCompletedAt, completedByUserId: user.id },
    });
    return presentWelcomeFlow(completed, { id: user.id, name: user.name });
  });
}
