/**
 * The `esign.sweep` handler against the real embedded provider (its webhook deliveries not queued: a job runner that
 * only counts them) and a real mailer with no transport (e-mails kept in the outbox): it expires the envelopes past
 * their expiry, e-mails each due reminder with the link to the form's action in the portal and records it with the
 * provider; a reminder that fails is logged and the others go on; a sweep that runs again that day sends no second
 * e-mail, even when recording the reminder failed the first time.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClient } from "../../../test/factories/index";
import { emails } from "../../db/schema/emails";
import { createEmbeddedProvider } from "../../integrations/e-sign/embedded-provider";
import type { ESignProvider, NewProviderEnvelope } from "../../integrations/e-sign/provider";
import {
  application,
  createServiceTestContext,
  type ServiceTestContext,
} from "../../integrations/e-sign/service/service-test-support";
import { loadEnvelope } from "../../integrations/e-sign/store/load-envelope";
import { createMailer } from "../../integrations/mail/mailer";
import { runEsignSweep, type SweepLog } from "./esign-sweep.handler";

const PUBLIC_ORIGIN = "https://portal.example";
let context: ServiceTestContext;
let provider: ESignProvider;
let webhookJobs = 0;
beforeAll(async () => {
  context = await createServiceTestContext();
  provider = createEmbeddedProvider({
    db: context.database.db,
    jobs: {
      send: async () => {
        webhookJobs += 1;
        return null;
      },
    },
    storage: context.storage,
    certificate: async () => context.certificate,
    webhookUrl: "http://127.0.0.1:1/api/esign/webhook",
    templates: [application],
  });
});
afterAll(() => context.close());

const mailer = createMailer({
  delivery: null,
  from: "Onboard <no-reply@onboard.example>",
  context: { brandName: "Sun Life", supportEmail: "help@onboard.example", publicOrigin: PUBLIC_ORIGIN },
});

const SENT = new Date("2026-11-20T14:00:00Z");
const days = (n: number) => new Date(SENT.getTime() + n * 24 * 60 * 60 * 1000);

function recordingLog() {
  const entries: { level: "info" | "error"; details: object; message: string }[] = [];
  const log: SweepLog = {
    info: (details, message) => entries.push({ level: "info", details, message }),
    error: (details, message) => entries.push({ level: "error", details, message }),
  };
  return { log, entries };
}

async function sendForm(customFields: Record<string, string>, overrides: Partial<NewProviderEnvelope> = {}) {
  return provider.createEnvelope(
    {
      templateId: application.id,
      recipients: [
        {
          roleId: "authorized-signer",
          name: "Tamika Brooks",
          email: "tamika.brooks@lonestarlogistics.example.com",
          clientUserId: "user-tamika",
        },
        { roleId: "broker", name: "Marcus Bell", email: "marcus.bell@keystonebenefits.example.com", clientUserId: "" },
      ],
      reminderIntervalDays: 2,
      expiresAt: null,
      customFields,
      ...overrides,
    },
    SENT,
  );
}

const outboxByKey = (key: string) => context.db.select().from(emails).where(eq(emails.idempotencyKey, key));

describe("the e-sign sweep", () => {
  it("expires what is past its expiry, e-mails and records each due reminder, and logs one that fails", async () => {
    const client = await buildClient(context.database.db, { name: "Lone Star Logistics" });
    const formId = randomUUID();
    const fields = { clientId: client.id, formId, clientName: client.name, formName: "Group application" };
    const form = await sendForm(fields);
    const expiring = await sendForm({ ...fields, formId: randomUUID() }, { expiresAt: days(1) });
    const unlinked = await sendForm({ note: "made outside the portal" });
    expect(webhookJobs).toBeGreaterThan(0);
    const signer = form.recipients[0];
    if (!signer) throw new Error("no signer");

    // The one that cannot be linked comes first: its failure does not stop the next.
    const failingFirst: Pick<ESignProvider, "expireDue" | "dueReminders" | "markReminded"> = {
      expireDue: (now) => provider.expireDue(now),
      markReminded: (...args) => provider.markReminded(...args),
      dueReminders: async (now) =>
        (await provider.dueReminders(now)).sort(
          (a, b) => Number(b.envelope.id === unlinked.id) - Number(a.envelope.id === unlinked.id),
        ),
    };
    const { log, entries } = recordingLog();
    const now = days(2);
    const outcome = await runEsignSweep({
      db: context.database.db,
      provider: failingFirst,
      mailer,
      publicOrigin: PUBLIC_ORIGIN,
      log,
      now: () => now,
    });
    expect(outcome.expired).toContain(expiring.id);
    expect(outcome.reminded).toContain(signer.id);
    expect(outcome.reminded).not.toContain(expiring.recipients[0]?.id);
    expect(outcome.failed).toEqual([unlinked.recipients[0]?.id]);
    expect((await provider.getEnvelope(expiring.id))?.status).toBe("expired");
    expect(entries.find((e) => e.level === "error")).toMatchObject({
      message: "e-sign reminder not sent",
      details: { envelopeId: unlinked.id, recipientId: unlinked.recipients[0]?.id },
    });

    const [mail, ...more] = await outboxByKey(`esign-reminder:${signer.id}:2026-11-22`);
    expect(more).toEqual([]);
    const link = `${PUBLIC_ORIGIN}/client/${client.id}/onboarding-forms/${formId}/action/${signer.id}`;
    expect(mail).toMatchObject({
      template: "onboarding-form-reminder",
      language: "en",
      to: ["tamika.brooks@lonestarlogistics.example.com"],
      clientId: client.id,
      status: "QUEUED",
      subject: "Reminder: please review and sign the Group application of Lone Star Logistics",
    });
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain("Hello Tamika Brooks,");

    const after = await provider.getEnvelope(form.id);
    expect(after?.recipients[0]?.lastRemindedAt).toEqual(now);
    expect((await loadEnvelope(context.db, form.id))?.events.at(-1)).toMatchObject({
      type: "reminded",
      recipientId: signer.id,
    });
    // The broker's turn has not come: no reminder for them.
    expect(await outboxByKey(`esign-reminder:${form.recipients[1]?.id}:2026-11-22`)).toEqual([]);

    // Nothing is due again an hour later (but the unlinked one, which fails again).
    const again = await runEsignSweep({
      db: context.database.db,
      provider,
      mailer,
      publicOrigin: PUBLIC_ORIGIN,
      log,
      now: () => new Date(now.getTime() + 60 * 60 * 1000),
    });
    expect(again.reminded).not.toContain(signer.id);
    expect(again.failed).toEqual([unlinked.recipients[0]?.id]);
  });

  it("sends one e-mail a day when recording the reminder failed and the sweep runs again", async () => {
    const client = await buildClient(context.database.db);
    const form = await sendForm({ clientId: client.id, formId: randomUUID() });
    const signer = form.recipients[0];
    if (!signer) throw new Error("no signer");
    let failOnce = true;
    const flaky: Pick<ESignProvider, "expireDue" | "dueReminders" | "markReminded"> = {
      expireDue: (now) => provider.expireDue(now),
      dueReminders: (now) => provider.dueReminders(now),
      markReminded: async (...args) => {
        if (failOnce) {
          failOnce = false;
          throw new Error("the provider is down");
        }
        await provider.markReminded(...args);
      },
    };
    const { log } = recordingLog();
    const sweep = (now: Date) =>
      runEsignSweep({
        db: context.database.db,
        provider: flaky,
        mailer,
        publicOrigin: PUBLIC_ORIGIN,
        log,
        now: () => now,
      });
    expect((await sweep(days(2))).failed).toContain(signer.id);
    expect((await sweep(days(2.1))).reminded).toContain(signer.id);
    const key = `esign-reminder:${signer.id}:2026-11-22`;
    const [mail, ...more] = await outboxByKey(key);
    expect(more).toEqual([]);
    // Without a client name, the form's name only.
    expect(mail?.subject).toBe("Reminder: please review and sign the onboarding form");
    expect((await provider.getEnvelope(form.id))?.recipients[0]?.lastRemindedAt).toEqual(days(2.1));
  });
});
