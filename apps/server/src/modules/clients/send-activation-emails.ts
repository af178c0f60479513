/**
 * POST /api/clients/:clientId/activation-emails (staff): e-mails a fresh activation link (7 days) to each broker and
 * ben admin linked to the client who has never set a password, and answers the stored e-mails' ids.
 */
import type { Language } from "@onboard/domain/common/environments";
import { type Actor, auditActor } from "../../core/actor";
import { notFound } from "../../errors/app-error";
import type { AccountMailDeps } from "../account-tokens/index";
import { sendActivationLink } from "../account-tokens/index";
import { recordAudit } from "../audit/index";
import { findClient } from "./repository";
import { findLinkedExternalUsers } from "./setup-repository";

export async function sendActivationEmails(
  deps: AccountMailDeps,
  actor: Actor,
  input: { clientId: string; language: Language },
  now: Date,
): Promise<{ emailIds: string[] }> {
  const client = await findClient(deps.db, input.clientId);
  if (!client) throw notFound();
  const linked = await findLinkedExternalUsers(deps.db, client.id);
  const pending = linked.filter((user) => user.passwordSetAt === null && user.passwordHash === null);
  const emailIds: string[] = [];
  for (const user of pending) {
    const stored = await sendActivationLink(
      deps,
      user,
      { language: input.language, sentByUserId: actor.user?.id ?? null, clientId: client.id },
      now,
    );
    emailIds.push(stored.id);
  }
  await recordAudit(deps.db, {
    ...auditActor(actor),
    action: "client.send-activation-emails",
    entity: "Client",
    entityId: client.id,
    clientId: client.id,
    before: null,
    after: { recipients: pending.map(({ id, name, email }) => ({ id, name, email })) },
    extra: { emailIds },
  });
  return { emailIds };
}
