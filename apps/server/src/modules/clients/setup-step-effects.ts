/**
 * The real work of each setup step, inside the step's transaction; each returns the details the step records.
 * Add broker / add ben admin link the user to the client; merge instances links the base client; e-signature and
 * the company-information steps store their data on the setup; confirm setup marks the client's setup complete.
 * Census template, resources and update tracker record what was done. The welcome e-mail is sent before the
 * transaction (the mailer writes through the database itself) and its ids arrive here.
 */
import { CLIENT_MESSAGES } from "@onboard/domain/clients/client-messages";
import type { CarrierRole } from "@onboard/domain/users/roles";
import type { Actor } from "../../core/actor";
import type { DbExecutor } from "../../db/executor";
import { AppError } from "../../errors/app-error";
import { linkBaseClientIn } from "./link-base-client";
import { type ClientRowWithErrors, findClient, updateClientRow } from "./repository";
import {
  findUserWithRole,
  linkUserToClient,
  markUsersSetupComplete,
  type SetupRow,
  updateSetup,
} from "./setup-repository";
import type { ParsedStep } from "./setup-step-body";

export interface StepContext {
  tx: DbExecutor;
  actor: Actor;
  client: ClientRowWithErrors;
  setup: SetupRow;
  now: Date;
  /** What the welcome e-mail step sent. */
  sent: { emailIds: string[]; recipients: { id: string; name: string; email: string }[] };
}

async function addUser(context: StepContext, userId: string, role: CarrierRole): Promise<Record<string, unknown>> {
  const user = await findUserWithRole(context.tx, userId, role);
  if (!user) {
    throw new AppError("VALIDATION_ERROR", 400, CLIENT_MESSAGES.userNotFound, [
      { path: "body.userId", message: CLIENT_MESSAGES.userNotFound },
    ]);
  }
  await linkUserToClient(context.tx, user.id, context.client.id);
  const column = role === "BROKER" ? "brokerUserId" : "benAdminUserId";
  await updateSetup(context.tx, context.setup.id, { [column]: user.id }, context.now);
  return { userId: user.id, name: user.name, email: user.email };
}

export async function applySetupStep(context: StepContext, parsed: ParsedStep): Promise<Record<string, unknown>> {
  const { tx, setup, now } = context;
  switch (parsed.step) {
    case "merge-instances": {
      await linkBaseClientIn(tx, context.actor, context.client, parsed.body.baseClientId, now, "body.baseClientId");
      const base = await findClient(tx, parsed.body.baseClientId);
      return { baseClientId: parsed.body.baseClientId, baseClientName: base?.name ?? null };
    }
    case "add-broker":
      return addUser(context, parsed.body.userId, "BROKER");
    case "add-ben-admin":
      return addUser(context, parsed.body.userId, "BEN_ADMIN");
    case "e-signature": {
      const envelope = { ...parsed.body, envelopeId: parsed.body.envelopeId ?? null };
      await updateSetup(tx, setup.id, { eSignatureEnvelope: envelope }, now);
      return envelope;
    }
    case "configure-company":
      await updateSetup(
        tx,
        setup.id,
        {
          configCompanyInfo: parsed.body.companyInfo,
          configCompanyInfoUpdatedAt: now,
          configCompanyInfoMarkedAsCompleteAt: now,
        },
        now,
      );
      return { companyInfo: parsed.body.companyInfo };
    case "import-company-info":
      await updateSetup(
        tx,
        setup.id,
        {
          importCompanyInfo: parsed.body.companyInfo,
          importCompanyInfoUpdatedAt: now,
          importCompanyInfoMarkedAsCompleteAt: now,
        },
        now,
      );
      return { companyInfo: parsed.body.companyInfo };
    case "welcome-email":
      return { emailIds: context.sent.emailIds, recipients: context.sent.recipients };
    case "confirm-setup":
      await updateClientRow(tx, context.client.id, { completedSetup: true }, now);
      await markUsersSetupComplete(tx, context.client.id, now);
      return {};
    case "census-template":
    case "resources":
    case "update-tracker":
      return { ...parsed.body };
  }
}
