/**
 * POST /api/clients/:clientId/setup-steps/:stepId (staff): completes one setup step with its body, does the step's
 * work (setup-step-effects.ts), records who did it and when, and writes an audit entry, all in one transaction.
 * A step the rules do not allow yet (setup-rules.ts) is refused with 409 and the reason.
 */

import { CLIENT_MESSAGES } from "@onboard/domain/clients/client-messages";
import { setupStepBlocker } from "@onboard/domain/clients/setup-rules";
import type { CompleteSetupStepResult, SetupStepId } from "@onboard/domain/clients/setup-steps";
import type { Language } from "@onboard/domain/common/environments";
import { type Actor, auditActor } from "../../core/actor";
import type { Database } from "../../db/client";
import { AppError, notFound } from "../../errors/app-error";
import type { Mailer } from "../../integrations/mail/mailer";
import { recordAudit } from "../audit/index";
import { completedStepSet, getClientSetup } from "./get-client-setup";
import { findClient, lockClient } from "./repository";
import { sendWelcomeEmails } from "./send-welcome-emails";
import { findSetup, listSteps, lockOrCreateSetup, upsertStep } from "./setup-repository";
import { parseStepBody } from "./setup-step-body";
import { applySetupStep, type StepContext } from "./setup-step-effects";

function blocked(message: string): AppError {
  return new AppError("SETUP_STEP_BLOCKED", 409, message);
}

async function checkAllowed(db: Database, clientId: string, step: SetupStepId): Promise<void> {
  const setup = await findSetup(db, clientId);
  const blocker = setupStepBlocker(step, completedStepSet(setup ? await listSteps(db, setup.id) : []));
  if (blocker) throw blocked(blocker);
}

export async function completeSetupStep(
  deps: { db: Database; mailer: Mailer },
  actor: Actor,
  input: { clientId: string; step: SetupStepId; body: unknown; language: Language },
  now: Date,
): Promise<CompleteSetupStepResult> {
  const { db } = deps;
  const parsed = parseStepBody(input.step, input.body);
  const client = await findClient(db, input.clientId);
  if (!client) throw notFound();

  const sent: StepContext["sent"] = { emailIds: [], recipients: [] };
  if (parsed.step === "welcome-email") {
    await checkAllowed(db, client.id, parsed.step);
    Object.assign(
      sent,
      await sendWelcomeEmails(deps, client, { language: input.language, sentByUserId: actor.user?.id ?? null }),
    );
    // The step was allowed, but everyone added since left the client: there is nobody to welcome.
    if (sent.recipients.length === 0) throw blocked(CLIENT_MESSAGES.setupNeedsUser);
  }

  await db.transaction(async (tx) => {
    const current = await lockClient(tx, input.clientId);
    if (!current) throw notFound();
    const setup = await lockOrCreateSetup(tx, current.id);
    const blocker = setupStepBlocker(parsed.step, completedStepSet(await listSteps(tx, setup.id)));
    if (blocker) throw blocked(blocker);
    const details = await applySetupStep({ tx, actor, client: current, setup, now, sent }, parsed);
    await upsertStep(
      tx,
      { clientSetupId: setup.id, step: parsed.step, completedByUserId: actor.user?.id ?? null, details },
      now,
    );
    await recordAudit(tx, {
      ...auditActor(actor),
      action: "client.setup-step",
      entity: "ClientSetupStep",
      entityId: parsed.step,
      clientId: current.id,
      before: null,
      after: { step: parsed.step, ...details },
    });
  });
  return { setup: await getClientSetup(db, input.clientId), emailIds: sent.emailIds };
}
