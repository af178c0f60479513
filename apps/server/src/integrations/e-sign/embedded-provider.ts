/**
 * The embedded e-sign service as an `ESignProvider` (decision 024): each call runs the service's lifecycle function
 * inside one transaction that first locks the envelope, then queues the webhook delivery of every event the call
 * appended (`esign.webhook`, in the same transaction: an event never lacks its delivery, a rolled-back call queues
 * none). The carrier's templates are stored as service templates on first use (a changed one as its next version).
 */
import { type FormTemplate, formTemplateSchema } from "@onboard/domain/onboarding-forms/template-schema";
import { CARRIER_FORM_TEMPLATES } from "@onboard/domain/onboarding-forms/templates/carrier-templates";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DbExecutor } from "../../db/executor";
import { esignEnvelopes, esignEvents } from "../../db/schema/esign";
import type { JobRunner } from "../../jobs/job-runner";
import type { FileStorage } from "../storage/file-storage";
import { UnknownEnvelopeError } from "./events/append-event";
import type { DbTransaction } from "./events/transaction";
import type { ESignProvider, ProviderEnvelope, ProviderRecipient } from "./provider";
import type { SealingCertificate } from "./seal/sealing-certificate";
import { addRecipient } from "./service/add-recipient";
import { declineAsRecipient } from "./service/decline-as-recipient";
import { downloadAsSent } from "./service/download-as-sent";
import { downloadCompleted } from "./service/download-completed";
import { filledValues } from "./service/envelope-document";
import { expireEnvelope, openEnvelopesPastExpiry } from "./service/expire-envelopes";
import { reassignRecipient, updateRecipientEmail } from "./service/reassign-recipient";
import { recordView } from "./service/record-view";
import { dueReminders, markReminded } from "./service/reminders";
import { sendEnvelope } from "./service/send-envelope";
import { setNotification } from "./service/set-notification";
import { signAsRecipient } from "./service/sign-as-recipient";
import { voidEnvelope } from "./service/void-envelope";
import { createEnvelope, type EsignRecipientRow } from "./store/create-envelope";
import { type EnvelopeState, loadEnvelopeState } from "./store/load-envelope-state";
import { ensureCarrierTemplates } from "./store/sync-carrier-templates";
import { findTemplate, latestTemplateVersion } from "./store/template-repository";
import { enqueueWebhookDelivery } from "./webhook/enqueue-webhook";

export interface EmbeddedProviderDeps {
  db: Database;
  jobs: Pick<JobRunner, "send">;
  storage: FileStorage;
  /** The sealing certificate, loaded (or created) on the first completion. */
  certificate: () => Promise<SealingCertificate>;
  /** Where the service posts the envelopes' events: the portal's webhook. */
  webhookUrl: string;
  /** The carrier templates to store as service templates (all of them by default). */
  templates?: readonly FormTemplate[];
}

export function toProviderRecipient(row: EsignRecipientRow): ProviderRecipient {
  return {
    id: row.id,
    roleId: row.role,
    name: row.name,
    email: row.email,
    routingOrder: row.routingOrder,
    clientUserId: row.clientUserId,
    status: row.status,
    sentAt: row.sentAt,
    viewedAt: row.viewedAt,
    signedAt: row.signedAt,
    declinedAt: row.declinedAt,
    declineReason: row.declineReason,
    lastRemindedAt: row.lastRemindedAt,
  };
}

export function toProviderEnvelope(envelope: EnvelopeState): ProviderEnvelope {
  return {
    id: envelope.id,
    templateId: envelope.templateId,
    templateVersion: envelope.templateVersion,
    status: envelope.status,
    documentSha256: envelope.documentSha256,
    reminderIntervalDays: envelope.reminderIntervalDays,
    expiresAt: envelope.expiresAt,
    sentAt: envelope.sentAt,
    completedAt: envelope.completedAt,
    voidedAt: envelope.voidedAt,
    voidedReason: envelope.voidedReason,
    lastEventSeq: envelope.lastEventSeq,
    customFields: envelope.customFields,
    recipients: envelope.recipients.filter((r) => r.status !== "reassigned").map(toProviderRecipient),
  };
}

export interface EmbeddedProvider extends ESignProvider {
  /** Stores the carrier templates now (the app's start), rather than on the first call that needs them. */
  prepare(): Promise<void>;
}

export function createEmbeddedProvider(deps: EmbeddedProviderDeps): EmbeddedProvider {
  const { db, jobs, storage } = deps;
  let templatesReady: Promise<void> | null = null;
  const templates = () => {
    templatesReady ??= ensureCarrierTemplates(db, deps.templates ?? CARRIER_FORM_TEMPLATES).catch((error) => {
      templatesReady = null;
      throw error;
    });
    return templatesReady;
  };

  async function envelopeIn(executor: DbExecutor, envelopeId: string): Promise<ProviderEnvelope> {
    const loaded = await loadEnvelopeState(executor, envelopeId);
    if (!loaded) throw new UnknownEnvelopeError(envelopeId);
    return toProviderEnvelope(loaded);
  }

  /** A template version never changes once stored: each is parsed once per process. */
  const parsedTemplates = new Map<string, FormTemplate>();
  async function templateVersion(executor: DbExecutor, id: string, version: number): Promise<FormTemplate> {
    const key = `${id}@${version}`;
    let template = parsedTemplates.get(key);
    if (!template) {
      const row = await findTemplate(executor, id, version);
      if (!row) throw new UnknownTemplateError(id);
      template = formTemplateSchema.parse(row.definition);
      parsedTemplates.set(key, template);
    }
    return template;
  }

  /** Queues the delivery of every event of the envelope after `afterSeq`, inside the appending transaction. */
  async function queueEvents(tx: DbTransaction, envelopeId: string, afterSeq: number): Promise<void> {
    const events = await tx
      .select({ seq: esignEvents.seq })
      .from(esignEvents)
      .where(and(eq(esignEvents.envelopeId, envelopeId), gt(esignEvents.seq, afterSeq)))
      .orderBy(asc(esignEvents.seq));
    for (const { seq } of events) {
      await enqueueWebhookDelivery(jobs, tx, { envelopeId, seq }, { webhookUrl: deps.webhookUrl });
    }
  }

  /** Runs a lifecycle call on one envelope: locked first, its new events queued for the webhook before commit. */
  function onEnvelope<T>(envelopeId: string, call: (tx: DbTransaction) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      const [head] = await tx
        .select({ seq: esignEnvelopes.lastEventSeq })
        .from(esignEnvelopes)
        .where(eq(esignEnvelopes.id, envelopeId))
        .for("no key update");
      if (!head) throw new UnknownEnvelopeError(envelopeId);
      const result = await call(tx);
      await queueEvents(tx, envelopeId, head.seq);
      return result;
    });
  }

  const changed = (envelopeId: string, call: (tx: DbTransaction) => Promise<unknown>) =>
    onEnvelope(envelopeId, async (tx) => {
      await call(tx);
      return envelopeIn(tx, envelopeId);
    });

  return {
    name: "embedded",

    prepare: templates,

    async getTemplate(templateId) {
      await templates();
      const latest = await latestTemplateVersion(db, templateId);
      return latest === null ? null : templateVersion(db, templateId, latest);
    },

    async createEnvelope(input, at = new Date()) {
      await templates();
      return db.transaction(async (tx) => {
        const template = await loadTemplateOrThrow(tx, input.templateId);
        const roleOrder = new Map(template.roles.map((role, i) => [role.id, i + 1]));
        const { envelope } = await createEnvelope(tx, {
          templateId: input.templateId,
          recipients: input.recipients.map((r) => ({
            name: r.name,
            email: r.email,
            role: r.roleId,
            routingOrder: roleOrder.get(r.roleId) ?? template.roles.length + 1,
            clientUserId: r.clientUserId,
          })),
          reminderIntervalDays: input.reminderIntervalDays,
          expiresAt: input.expiresAt,
          webhookUrl: deps.webhookUrl,
          customFields: input.customFields,
          at,
        });
        await sendEnvelope(tx, envelope.id, at);
        await queueEvents(tx, envelope.id, 0);
        return envelopeIn(tx, envelope.id);
      });
    },

    async getEnvelope(envelopeId) {
      const loaded = await loadEnvelopeState(db, envelopeId);
      return loaded ? toProviderEnvelope(loaded) : null;
    },

    openRecipientView(envelopeId, recipientId, evidence, at = new Date()) {
      return onEnvelope(envelopeId, async (tx) => {
        await recordView(tx, envelopeId, recipientId, evidence, at);
        const loaded = await loadEnvelopeState(tx, envelopeId);
        if (!loaded) throw new UnknownEnvelopeError(envelopeId);
        const envelope = toProviderEnvelope(loaded);
        const template = await templateVersion(tx, envelope.templateId, envelope.templateVersion);
        const recipient = envelope.recipients.find((r) => r.id === recipientId);
        if (!recipient) throw new UnknownEnvelopeError(envelopeId);
        return { envelope, recipient, template, values: filledValues(loaded.recipients) };
      });
    },

    async sign(envelopeId, recipientId, signing, at = new Date()) {
      const certificate = await deps.certificate();
      return changed(envelopeId, (tx) =>
        signAsRecipient({ db: tx, storage, certificate }, envelopeId, recipientId, signing, at),
      );
    },

    decline(envelopeId, recipientId, decline, at = new Date()) {
      return changed(envelopeId, (tx) => declineAsRecipient(tx, envelopeId, recipientId, decline, at));
    },

    voidEnvelope(envelopeId, reason, at = new Date()) {
      return changed(envelopeId, (tx) => voidEnvelope(tx, envelopeId, reason, at));
    },

    reassignRecipient(envelopeId, recipientId, to, at = new Date()) {
      return onEnvelope(envelopeId, async (tx) => {
        const row = await reassignRecipient(tx, envelopeId, recipientId, to, at);
        return { envelope: await envelopeIn(tx, envelopeId), recipient: toProviderRecipient(row) };
      });
    },

    updateRecipientEmail(envelopeId, recipientId, email, at = new Date()) {
      return changed(envelopeId, (tx) => updateRecipientEmail(tx, envelopeId, recipientId, email, at));
    },

    addRecipient(envelopeId, recipient, at = new Date()) {
      return onEnvelope(envelopeId, async (tx) => {
        const row = await addRecipient(tx, envelopeId, recipient, at);
        return { envelope: await envelopeIn(tx, envelopeId), recipient: toProviderRecipient(row) };
      });
    },

    setNotification(envelopeId, notification, at = new Date()) {
      return changed(envelopeId, (tx) => setNotification(tx, envelopeId, notification, at));
    },

    downloadCompleted(envelopeId) {
      return downloadCompleted({ db, storage }, envelopeId);
    },

    downloadAsSent(envelopeId) {
      return downloadAsSent(db, envelopeId);
    },

    async markReminded(envelopeId, recipientId, at = new Date()) {
      await onEnvelope(envelopeId, (tx) => markReminded(tx, envelopeId, recipientId, at));
    },

    async dueReminders(now) {
      const due = await dueReminders(db, now);
      return Promise.all(
        due.map(async ({ envelopeId, recipientId }) => {
          const envelope = await envelopeIn(db, envelopeId);
          const recipient = envelope.recipients.find((r) => r.id === recipientId);
          if (!recipient) throw new UnknownEnvelopeError(envelopeId);
          return { envelope, recipient };
        }),
      );
    },

    async expireDue(now) {
      const expired: string[] = [];
      for (const envelopeId of await openEnvelopesPastExpiry(db, now)) {
        const done = await onEnvelope(envelopeId, (tx) => expireEnvelope(tx, envelopeId, now));
        if (done) expired.push(envelopeId);
      }
      return expired;
    },
  };
}

async function loadTemplateOrThrow(tx: DbTransaction, templateId: string): Promise<FormTemplate> {
  const row = await findTemplate(tx, templateId);
  if (!row) throw new UnknownTemplateError(templateId);
  return formTemplateSchema.parse(row.definition);
}

export class UnknownTemplateError extends Error {
  constructor(readonly templateId: string) {
    super(`the e-sign service has no template ${templateId}`);
    this.name = "UnknownTemplateError";
  }
}
