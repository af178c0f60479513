/**
 * What an e-sign event does to the portal's signing recipients. A portal recipient carries the envelope recipient's
 * id as its own: `created` adds the envelope's recipients under their ids (a recipient already there is kept), and a
 * reassignment replaces the old recipient by the new one (same order), changes its e-mail, or (`data.added`) adds a
 * recipient for a role the envelope had none for, in its routing order (kept if already there). Viewing, signing and
 * declining set the recipient's delivered, signed or declined time and its last action.
 */
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbExecutor } from "../../db/executor";
import { signingRecipients } from "../../db/schema/onboarding-forms";

const createdData = z.object({
  recipients: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string(), order: z.number().int() })),
});
const reassignedData = z.union([
  z.object({ to: z.object({ recipientId: z.uuid(), name: z.string(), email: z.string() }) }),
  z.object({ emailChanged: z.object({ to: z.string() }) }),
  z.object({
    added: z.object({ recipientId: z.uuid(), name: z.string(), email: z.string(), order: z.number().int().min(1) }),
  }),
]);
const declinedData = z.object({ reason: z.string().optional() });

export interface RecipientEvent {
  type: string;
  recipientId: string | null;
  data: Record<string, unknown>;
  at: Date;
}

export async function applyRecipientEffects(tx: DbExecutor, formId: string, event: RecipientEvent): Promise<void> {
  const { at } = event;
  if (event.type === "created") {
    const created = createdData.safeParse(event.data);
    if (!created.success || created.data.recipients.length === 0) return;
    await tx
      .insert(signingRecipients)
      .values(
        created.data.recipients.map((r) => ({
          id: r.id,
          onboardingFormId: formId,
          name: r.name,
          email: r.email,
          routingOrder: r.order,
        })),
      )
      .onConflictDoNothing();
    return;
  }
  if (!event.recipientId) return;
  const mine = and(eq(signingRecipients.id, event.recipientId), eq(signingRecipients.onboardingFormId, formId));
  const touch = { lastActionAt: at, updatedAt: at };
  switch (event.type) {
    case "viewed":
      await tx
        .update(signingRecipients)
        .set({ deliveredAt: sql`coalesce(${signingRecipients.deliveredAt}, ${at})`, ...touch })
        .where(mine);
      return;
    case "signed":
      await tx
        .update(signingRecipients)
        .set({ signedAt: at, ...touch })
        .where(mine);
      return;
    case "declined": {
      const reason = declinedData.safeParse(event.data);
      const declineReason = reason.success ? (reason.data.reason ?? null) : null;
      await tx
        .update(signingRecipients)
        .set({ declinedAt: at, declineReason, ...touch })
        .where(mine);
      return;
    }
    case "reassigned":
      await applyReassignment(tx, formId, event.recipientId, event.data, at);
      return;
    default:
      return;
  }
}

async function applyReassignment(
  tx: DbExecutor,
  formId: string,
  recipientId: string,
  data: Record<string, unknown>,
  at: Date,
): Promise<void> {
  const parsed = reassignedData.safeParse(data);
  if (!parsed.success) return;
  const mine = and(eq(signingRecipients.id, recipientId), eq(signingRecipients.onboardingFormId, formId));
  if ("emailChanged" in parsed.data) {
    await tx
      .update(signingRecipients)
      .set({ email: parsed.data.emailChanged.to, lastEditAt: at, updatedAt: at })
      .where(mine);
    return;
  }
  if ("added" in parsed.data) {
    const { added } = parsed.data;
    await tx
      .insert(signingRecipients)
      .values({
        id: added.recipientId,
        onboardingFormId: formId,
        name: added.name,
        email: added.email,
        routingOrder: added.order,
        lastEditAt: at,
      })
      .onConflictDoNothing();
    return;
  }
  const [old] = await tx.select().from(signingRecipients).where(mine);
  if (!old) return;
  const { to } = parsed.data;
  await tx.delete(signingRecipients).where(mine);
  await tx
    .insert(signingRecipients)
    .values({
      id: to.recipientId,
      onboardingFormId: formId,
      name: to.name,
      email: to.email,
      title: old.title,
      role: old.role,
      routingOrder: old.routingOrder,
      lastEditAt: at,
      lastActionAt: at,
    })
    .onConflictDoNothing();
}
