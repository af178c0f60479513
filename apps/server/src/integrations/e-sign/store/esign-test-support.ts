/** Test support for the e-sign service's tables: a template and an envelope with two recipients, ready to log to. */
import type { DbExecutor } from "../../../db/executor";
import { createEnvelope } from "./create-envelope";
import { putTemplate } from "./template-repository";

export const TEST_TEMPLATE = {
  id: "group-application",
  name: "Group application",
  definition: { pages: [{ paragraphs: ["The employer applies for group coverage."], fields: [] }], signatureSlots: [] },
};

export async function createTestEnvelope(db: DbExecutor, overrides: { webhookUrl?: string } = {}) {
  await putTemplate(db, TEST_TEMPLATE);
  return createEnvelope(db, {
    templateId: TEST_TEMPLATE.id,
    webhookUrl: overrides.webhookUrl ?? null,
    recipients: [
      { name: "Rosa Delgado", email: "rosa@example.com", role: "authorized-signer", routingOrder: 1 },
      { name: "Ben Broker", email: "ben@example.com", role: "broker", routingOrder: 2 },
    ],
  });
}
