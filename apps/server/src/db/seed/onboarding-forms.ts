/**
 * E-signed onboarding forms in each envelope state, as real envelopes of the embedded e-sign service (decision 024):
 * each is created (and, but for one, sent) from a carrier template, then viewed, signed, declined or voided by the
 * service's own calls at fixed times relative to `today`, and the portal's form mirrors the envelope as it ends up
 * (`mirrorEnvelope`), just as the sync of a form does. Every signer is a seeded ben admin or broker of the client.
 *
 * What a demo user finds:
 * - Cascade Timber: the Group Application, completed (Kevin O'Brien, then the broker Dana Whitfield), sealed.
 * - Lone Star Logistics: the Group Application, delivered: Alicia Grant opened it and has still to sign it (her
 *   turn), then the broker Marcus Bell.
 * - Peachtree Hospitality: the HIPAA Authorization, declined by Alicia Grant with a reason.
 * - Great Lakes Tool & Die: a Group Application voided, and the one sent in its place ten days ago (reminded every
 *   three days since), waiting for Thomas Reed's signature (sent, his turn; not opened yet), then the broker Marcus
 *   Bell's.
 * - Garden State Packaging: a Group Application created for Naomi Fischer (not activated yet) and Priya Natarajan,
 *   not sent.
 */
import {
  CARRIER_FORM_TEMPLATES,
  findCarrierTemplate,
} from "@onboard/domain/onboarding-forms/templates/carrier-templates";
import { toProviderEnvelope } from "../../integrations/e-sign/embedded-provider";
import { declineAsRecipient } from "../../integrations/e-sign/service/decline-as-recipient";
import { recordView } from "../../integrations/e-sign/service/record-view";
import { markReminded } from "../../integrations/e-sign/service/reminders";
import { sendEnvelope } from "../../integrations/e-sign/service/send-envelope";
import { signAsRecipient } from "../../integrations/e-sign/service/sign-as-recipient";
import type { SigningEvidence } from "../../integrations/e-sign/service/signing-evidence";
import { voidEnvelope } from "../../integrations/e-sign/service/void-envelope";
import { createEnvelope } from "../../integrations/e-sign/store/create-envelope";
import { loadEnvelope } from "../../integrations/e-sign/store/load-envelope";
import { ensureCarrierTemplates } from "../../integrations/e-sign/store/sync-carrier-templates";
import { mirrorEnvelope } from "../../modules/onboarding-forms/index";
import { onboardingForms } from "../schema/index";
import { clientSeed } from "./data/clients-data";
import { at, firstOfMonthAfter } from "./dates";
import { DEMO_USER_SEEDS } from "./demo-logins";
import { seedId } from "./ids";
import { clientIdOf, policyIdOf } from "./keys";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

/** A moment relative to `today`: days, then the UTC hour and minute. */
type When = readonly [days: number, hour: number, minute?: number];

type Step =
  | { kind: "view"; userKey: string; at: When }
  | { kind: "sign"; userKey: string; at: When; values: Record<string, unknown> }
  | { kind: "decline"; userKey: string; at: When; reason: string }
  | { kind: "void"; at: When; reason: string }
  /** The reminder the e-sign sweep would have e-mailed (every `reminderIntervalDays`, 3 by default). */
  | { kind: "remind"; userKey: string; at: When };

interface FormSeed {
  key: string;
  clientKey: string;
  policyNumber?: string;
  templateId: "tpl-group-application" | "tpl-hipaa-authorization";
  /** Role id → the seeded user (a ben admin or broker of the client) who fills it. */
  signers: Record<string, string>;
  created: When;
  /** When the envelope was sent; null: created, never sent. */
  sent: When | null;
  steps: Step[];
}

/*
 * No reminder is due when the app starts on the seeded data (the e-sign sweep would e-mail it within 15 minutes): the
 * pending signers were sent their form, or last reminded, less than `reminderIntervalDays` (3) before `today`'s start.
 */

/** What the employer's authorized signer fills in on the Group Application. */
function employerValues(clientKey: string, signerKey: string, effectiveDate: string, title: string) {
  const client = clientSeed(clientKey);
  const location = client.locations[0];
  if (!location) throw new Error(`seed client ${clientKey} has no location`);
  return {
    "employer-legal-name": client.name,
    "employer-tax-id": client.taxId,
    "employer-street": location.address1,
    "employer-zip": location.zipCode,
    "employer-contact-email": seedUser(signerKey).email,
    "requested-effective-date": effectiveDate,
    "eligible-employees": String(client.employees),
    "coverage-life": true,
    "coverage-dental": false,
    "coverage-disability": true,
    "attest-statements-true": true,
    "signer-title": title,
  };
}

function seedUser(key: string) {
  const user = DEMO_USER_SEEDS.find((u) => u.key === key);
  if (!user) throw new Error(`no seeded user ${key}`);
  return user;
}

const EVIDENCE: Record<string, SigningEvidence> = {
  BEN_ADMIN: {
    ip: "203.0.113.41",
    userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
    authMethod: "portal-session",
  },
  BROKER: {
    ip: "198.51.100.72",
    userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15",
    authMethod: "portal-session",
  },
};
const evidenceOf = (userKey: string) => EVIDENCE[seedUser(userKey).role] ?? (EVIDENCE.BEN_ADMIN as SigningEvidence);

function forms(today: Date): FormSeed[] {
  return [
    {
      key: "cascade-application",
      clientKey: "cascade",
      policyNumber: "2520114",
      templateId: "tpl-group-application",
      signers: { "authorized-signer": "benadmin2", broker: "broker1" },
      created: [-30, 14],
      sent: [-30, 14],
      steps: [
        { kind: "view", userKey: "benadmin2", at: [-30, 15, 10] },
        {
          kind: "sign",
          userKey: "benadmin2",
          at: [-25, 15, 20],
          values: employerValues("cascade", "benadmin2", firstOfMonthAfter(today, -25), "Benefits Administrator"),
        },
        { kind: "view", userKey: "broker1", at: [-25, 17, 5] },
        { kind: "sign", userKey: "broker1", at: [-25, 17, 12], values: { "broker-license-number": "OR-3318842" } },
      ],
    },
    {
      key: "lonestar-application",
      clientKey: "lonestar",
      policyNumber: "2533871",
      templateId: "tpl-group-application",
      signers: { "authorized-signer": "benadmin3", broker: "broker2" },
      created: [-2, 14],
      sent: [-2, 14],
      steps: [{ kind: "view", userKey: "benadmin3", at: [-2, 15, 30] }],
    },
    {
      key: "peachtree-hipaa",
      clientKey: "peachtree",
      templateId: "tpl-hipaa-authorization",
      signers: { "authorized-signer": "benadmin3" },
      created: [-6, 14],
      sent: [-6, 14],
      steps: [
        { kind: "view", userKey: "benadmin3", at: [-6, 16] },
        {
          kind: "decline",
          userKey: "benadmin3",
          at: [-4, 15],
          reason: "The group name should read Peachtree Hospitality Group.",
        },
      ],
    },
    {
      key: "greatlakes-application-v1",
      clientKey: "greatlakes",
      policyNumber: "2541209",
      templateId: "tpl-group-application",
      signers: { "authorized-signer": "benadmin5", broker: "broker2" },
      created: [-14, 14],
      sent: [-14, 14],
      steps: [
        { kind: "view", userKey: "benadmin5", at: [-14, 16] },
        {
          kind: "void",
          at: [-10, 13],
          reason: "The requested effective date changed: a revised application is sent in its place.",
        },
      ],
    },
    {
      key: "greatlakes-application-v2",
      clientKey: "greatlakes",
      policyNumber: "2541209",
      templateId: "tpl-group-application",
      signers: { "authorized-signer": "benadmin5", broker: "broker2" },
      created: [-10, 14],
      sent: [-10, 14],
      steps: [
        { kind: "remind", userKey: "benadmin5", at: [-7, 14, 4] },
        { kind: "remind", userKey: "benadmin5", at: [-4, 14, 4] },
        { kind: "remind", userKey: "benadmin5", at: [-1, 14, 4] },
      ],
    },
    {
      key: "gardenstate-application",
      clientKey: "gardenstate",
      policyNumber: "2561032",
      templateId: "tpl-group-application",
      signers: { "authorized-signer": "benadmin4", broker: "broker3" },
      created: [-1, 14],
      sent: null,
      steps: [],
    },
  ];
}

export async function seedOnboardingForms({ tx, today, storage, sealingCertificate }: SeedContext): Promise<void> {
  const time = ([days, hour, minute = 0]: When) => at(today, days, hour, minute);
  await ensureCarrierTemplates(tx, CARRIER_FORM_TEMPLATES);

  for (const form of forms(today)) {
    const template = findCarrierTemplate(form.templateId);
    if (!template) throw new Error(`no carrier template ${form.templateId}`);
    const formId = seedId("onboarding-form", form.key);
    const clientId = clientIdOf(form.clientKey);
    const createdAt = time(form.created);

    const { envelope, recipients } = await createEnvelope(tx, {
      templateId: template.id,
      recipients: template.roles.flatMap((role, i) => {
        const userKey = form.signers[role.id];
        if (!userKey) return [];
        const user = seedUser(userKey);
        if (!user.clientKeys.includes(form.clientKey)) throw new Error(`${userKey} is not on ${form.clientKey}`);
        return [
          { name: user.name, email: user.email, role: role.id, routingOrder: i + 1, clientUserId: userIdOf(userKey) },
        ];
      }),
      webhookUrl: null,
      customFields: { clientId, formId, clientName: clientSeed(form.clientKey).name, formName: template.name.en },
      at: createdAt,
    });
    const recipientOf = (userKey: string) => {
      const recipient = recipients.find((r) => r.clientUserId === userIdOf(userKey));
      if (!recipient) throw new Error(`${userKey} is no recipient of ${form.key}`);
      return recipient.id;
    };

    let last = createdAt;
    if (form.sent) {
      last = time(form.sent);
      await sendEnvelope(tx, envelope.id, last);
    }
    for (const step of form.steps) {
      last = time(step.at);
      if (step.kind === "view") {
        await recordView(tx, envelope.id, recipientOf(step.userKey), evidenceOf(step.userKey), last);
      } else if (step.kind === "sign") {
        const certificate = await sealingCertificate();
        await signAsRecipient(
          { db: tx, storage, certificate },
          envelope.id,
          recipientOf(step.userKey),
          {
            values: step.values,
            signature: { kind: "typed", name: seedUser(step.userKey).name },
            evidence: evidenceOf(step.userKey),
          },
          last,
        );
      } else if (step.kind === "decline") {
        const evidence = evidenceOf(step.userKey);
        await declineAsRecipient(tx, envelope.id, recipientOf(step.userKey), { reason: step.reason, evidence }, last);
      } else if (step.kind === "remind") {
        if (!(await markReminded(tx, envelope.id, recipientOf(step.userKey), last))) {
          throw new Error(`${step.userKey} could not be reminded of ${form.key}`);
        }
      } else {
        await voidEnvelope(tx, envelope.id, step.reason, last);
      }
    }

    const loaded = await loadEnvelope(tx, envelope.id);
    if (!loaded) throw new Error(`the seeded envelope of ${form.key} is gone`);
    const mirrored = toProviderEnvelope(loaded);
    await tx.insert(onboardingForms).values({
      id: formId,
      clientId,
      policyId: form.policyNumber ? policyIdOf(form.policyNumber) : null,
      name: template.name.en,
      templateId: template.id,
      envelopeId: envelope.id,
      status: "CREATED",
      waitingForWebhook: false,
      metadata: {
        templateName: template.name.en,
        recipients: mirrored.recipients.map((r) => ({ recipientId: r.id, lastActionAt: null })),
      },
      createdByUserId: userIdOf("admin1"),
      createdAt,
      updatedAt: createdAt,
    });
    await mirrorEnvelope(tx, formId, mirrored, last);
  }
}
