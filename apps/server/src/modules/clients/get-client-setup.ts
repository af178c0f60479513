/** GET /api/clients/:clientId/setup (staff): every setup step of §4 in order, who did it and when, and the setup's records. */
import type { ClientSetupStep } from "@onboard/domain/clients/enums";
import { canConfirmSetup, orderedSetupSteps } from "@onboard/domain/clients/setup-rules";
import type { ClientSetup } from "@onboard/domain/clients/setup-steps";
import type { DbExecutor } from "../../db/executor";
import { notFound } from "../../errors/app-error";
import { findClient } from "./repository";
import {
  findLinkedExternalUsers,
  findSetup,
  findUsersByIds,
  listSteps,
  type SetupRow,
  type StepRow,
} from "./setup-repository";

function companyInfoState(
  data: SetupRow["configCompanyInfo"],
  updatedAt: Date | null,
  markedAsCompleteAt: Date | null,
): ClientSetup["configCompanyInfo"] {
  if (!data) return null;
  return {
    data,
    updatedAt: updatedAt?.toISOString() ?? null,
    markedAsCompleteAt: markedAsCompleteAt?.toISOString() ?? null,
  };
}

export function completedStepSet(steps: readonly { step: ClientSetupStep }[]): Set<ClientSetupStep> {
  return new Set(steps.map((row) => row.step));
}

export async function getClientSetup(db: DbExecutor, clientId: string): Promise<ClientSetup> {
  const client = await findClient(db, clientId);
  if (!client) throw notFound();
  const setup = await findSetup(db, clientId);
  const steps: StepRow[] = setup ? await listSteps(db, setup.id) : [];
  const byStep = new Map(steps.map((row) => [row.step, row]));
  const people = await findUsersByIds(
    db,
    [setup?.brokerUserId, setup?.benAdminUserId].filter((id): id is string => typeof id === "string"),
  );
  const linked = await findLinkedExternalUsers(db, clientId);
  const person = (id: string | null | undefined) => people.find((user) => user.id === id) ?? null;
  return {
    clientId,
    completedSetup: client.completedSetup,
    canConfirm: canConfirmSetup(completedStepSet(steps)),
    steps: orderedSetupSteps().map((step) => {
      const row = byStep.get(step);
      return {
        step,
        completedAt: row?.completedAt.toISOString() ?? null,
        completedBy:
          row?.completedByUserId && row.completedByName
            ? { id: row.completedByUserId, name: row.completedByName }
            : null,
        details: row?.details ?? {},
      };
    }),
    broker: person(setup?.brokerUserId),
    benAdmin: person(setup?.benAdminUserId),
    eSignatureEnvelope: setup?.eSignatureEnvelope ?? null,
    configCompanyInfo: companyInfoState(
      setup?.configCompanyInfo ?? null,
      setup?.configCompanyInfoUpdatedAt ?? null,
      setup?.configCompanyInfoMarkedAsCompleteAt ?? null,
    ),
    importCompanyInfo: companyInfoState(
      setup?.importCompanyInfo ?? null,
      setup?.importCompanyInfoUpdatedAt ?? null,
      setup?.importCompanyInfoMarkedAsCompleteAt ?? null,
    ),
    linkedUsers: linked.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role === "BROKER" ? "BROKER" : "BEN_ADMIN",
      isActivated: user.passwordHash !== null || user.passwordSetAt !== null,
    })),
  };
}
