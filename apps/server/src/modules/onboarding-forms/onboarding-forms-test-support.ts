/**
 * What the onboarding-forms integration tests share: an app with its own data directory (the seal certificate and the
 * sealed PDFs) and webhook secret, a client with a ben admin and a broker linked to it and a staff member, each with a
 * session, a request helper, and the webhook's delivery done by the test: every event of a form's envelope after the
 * last one the form applied, posted signed to POST /api/esign/webhook as the service's job would.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, gt } from "drizzle-orm";
import { buildClient } from "../../../test/factories/index";
import { createSessionFor, type TestSession } from "../../../test/sessions";
import { buildTestApp, sessionRequester, type TestApp } from "../../../test/test-app";
import { esignEvents } from "../../db/schema/esign";
import { onboardingForms } from "../../db/schema/onboarding-forms";
import { webhookSignatureHeaders } from "../../integrations/e-sign/webhook/webhook-signature";

export const WEBHOOK_SECRET = "forms-test-webhook-secret-0123456789abcdef";

export interface FormsTestContext {
  t: TestApp;
  request: ReturnType<typeof sessionRequester>;
  close(): Promise<void>;
}

export async function createFormsTestContext(): Promise<FormsTestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "onboarding-forms-"));
  const t = await buildTestApp({ env: { ESIGN_WEBHOOK_SECRET: WEBHOOK_SECRET, DATA_DIR: dataDir } });
  return {
    t,
    request: sessionRequester(t),
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FormsClient {
  clientId: string;
  benAdmin: TestSession;
  broker: TestSession;
  staff: TestSession;
}

export async function arrangeClient(t: TestApp): Promise<FormsClient> {
  const db = t.database.db;
  const client = await buildClient(db);
  const [benAdmin, broker, staff] = await Promise.all([
    createSessionFor(db, { role: "BEN_ADMIN", clientIds: [client.id] }),
    createSessionFor(db, { role: "BROKER", clientIds: [client.id] }),
    createSessionFor(db, { role: "SLF_ADMIN" }),
  ]);
  return { clientId: client.id, benAdmin, broker, staff };
}

/** Posts every event of the form's envelope after its last applied one, in order; answers how many were posted. */
export async function deliverWebhooks(t: TestApp, formId: string): Promise<number> {
  const db = t.database.db;
  const [form] = await db.select().from(onboardingForms).where(eq(onboardingForms.id, formId));
  if (!form?.envelopeId) throw new Error(`form ${formId} has no envelope`);
  const events = await db
    .select()
    .from(esignEvents)
    .where(and(eq(esignEvents.envelopeId, form.envelopeId), gt(esignEvents.seq, form.lastEventSeq)))
    .orderBy(asc(esignEvents.seq));
  for (const event of events) {
    const body = JSON.stringify({
      envelopeId: event.envelopeId,
      seq: event.seq,
      type: event.type,
      recipientId: event.recipientId,
      at: event.at.toISOString(),
      data: event.data,
      customFields: {},
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/esign/webhook",
      headers: { "content-type": "application/json", ...webhookSignatureHeaders(WEBHOOK_SECRET, body) },
      payload: body,
    });
    if (response.statusCode !== 200) throw new Error(`webhook ${event.seq}: ${response.statusCode} ${response.body}`);
  }
  return events.length;
}

export const formsUrl = (clientId: string) => `/api/clients/${clientId}/onboarding-forms`;

export { BROKER_VALUES, SIGNER_VALUES } from "../../integrations/e-sign/service/service-test-support";
