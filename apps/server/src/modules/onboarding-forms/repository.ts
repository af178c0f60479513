/** Drizzle queries of the onboarding-forms calls: the client, its forms with their recipients, and its signers. */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { clients, policies, userClients, users } from "../../db/schema/index";
import { onboardingForms, signingRecipients } from "../../db/schema/onboarding-forms";

export type FormRow = typeof onboardingForms.$inferSelect;
export type RecipientRow = typeof signingRecipients.$inferSelect;
export type FormWithRecipients = FormRow & { recipients: RecipientRow[] };

/** The client's live record (deleted: none; archived: the caller decides). */
export async function findClientForForms(db: DbExecutor, clientId: string) {
  const [row] = await db
    .select({ id: clients.id, name: clients.name, isArchived: clients.isArchived })
    .from(clients)
    .where(and(eq(clients.id, clientId), isNull(clients.deletedAt)));
  return row ?? null;
}

export async function isPolicyOfClient(db: DbExecutor, clientId: string, policyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.clientId, clientId)));
  return row !== undefined;
}

const recipientOrder = { orderBy: [asc(signingRecipients.routingOrder), asc(signingRecipients.createdAt)] };

/** The client's forms, newest first, each with its recipients in routing order. */
export async function listClientForms(db: DbExecutor, clientId: string): Promise<FormWithRecipients[]> {
  return db.query.onboardingForms.findMany({
    where: eq(onboardingForms.clientId, clientId),
    orderBy: [desc(onboardingForms.createdAt), desc(onboardingForms.id)],
    with: { recipients: recipientOrder },
  });
}

/** One form of the client with its recipients, or null (another client's form is none). */
export async function findClientForm(
  db: DbExecutor,
  clientId: string,
  formId: string,
): Promise<FormWithRecipients | null> {
  const form = await db.query.onboardingForms.findFirst({
    where: and(eq(onboardingForms.id, formId), eq(onboardingForms.clientId, clientId)),
    with: { recipients: recipientOrder },
  });
  return form ?? null;
}

export interface ClientSigner {
  userId: string;
  name: string;
  email: string;
  role: "BEN_ADMIN" | "BROKER";
}

/** The client's ben admins and brokers (live users linked to it), by name: who may sign its forms. */
export async function listClientSigners(db: DbExecutor, clientId: string, userIds?: string[]): Promise<ClientSigner[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: users.role })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.userId))
    .where(
      and(
        eq(userClients.clientId, clientId),
        isNull(users.deletedAt),
        inArray(users.role, ["BEN_ADMIN", "BROKER"]),
        userIds
          ? inArray(users.id, userIds.length > 0 ? userIds : ["00000000-0000-0000-0000-000000000000"])
          : undefined,
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((row) => ({ ...row, role: row.role as ClientSigner["role"] }));
}

/**
 * The form waits for the webhook to report the envelope's events up to `seq` (unless it already has: a fast webhook
 * may land before the action's answer).
 */
export async function awaitEvents(db: DbExecutor, formId: string, seq: number, at: Date): Promise<void> {
  const awaited = sql`greatest(${onboardingForms.awaitedEventSeq}, ${seq}::integer)`;
  await db
    .update(onboardingForms)
    .set({
      awaitedEventSeq: awaited,
      waitingForWebhook: sql`${onboardingForms.lastEventSeq} < ${awaited}`,
      updatedAt: at,
    })
    .where(eq(onboardingForms.id, formId));
}
