/**
 * The `esign.webhook` job's handler against a local HTTP server: it posts the event with the envelope's custom
 * fields, signed so that the receiver's check passes, and throws on a 500 (pg-boss then retries it with backoff).
 * The enqueue helper queues one job per event inside the appending transaction, none without a webhook URL.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../test/test-database";
import { esignEnvelopes } from "../../../db/schema/esign";
import { ESIGN_WEBHOOK_QUEUE, esignWebhookJob } from "../../../jobs/definitions/esign-webhook";
import { esignWebhookHandler } from "../../../jobs/handlers/esign-webhook.handler";
import type { JobRunner } from "../../../jobs/job-runner";
import { appendEvent } from "../events/append-event";
import { createTestEnvelope } from "../store/esign-test-support";
import { WebhookDeliveryError } from "./deliver-webhook";
import { enqueueWebhookDelivery } from "./enqueue-webhook";
import { webhookPayloadSchema } from "./webhook-payload";
import { verifyWebhook } from "./webhook-signature";

const SECRET = "the-test-webhook-secret-0123456789abcdef";
let database: TestDatabase;
let server: Server;
let url: string;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let answer = 200;

beforeAll(async () => {
  database = await createTestDatabase();
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answer, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/esign/webhook`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

const handler = () => esignWebhookHandler({ db: database.db, secret: async () => SECRET, timeoutMs: 2000 });

describe("delivering an envelope event", () => {
  it("posts the event and the envelope's custom fields, signed with the secret", async () => {
    const { envelope, recipients } = await createTestEnvelope(database.db, { webhookUrl: url });
    await database.db
      .update(esignEnvelopes)
      .set({ customFields: { formId: "form-1" } })
      .where(eq(esignEnvelopes.id, envelope.id));
    const viewed = await database.db.transaction((tx) =>
      appendEvent(tx, envelope.id, { type: "viewed", recipientId: recipients[0]?.id, data: { ip: "192.0.2.1" } }),
    );
    received.length = 0;
    answer = 200;
    await handler()({ envelopeId: envelope.id, seq: viewed.seq });

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(delivery?.headers["content-type"]).toBe("application/json");
    expect(verifyWebhook(SECRET, delivery?.headers ?? {}, delivery?.body ?? "")).toEqual({ ok: true });
    const payload = webhookPayloadSchema.parse(JSON.parse(delivery?.body ?? ""));
    expect(payload).toEqual({
      envelopeId: envelope.id,
      seq: 2,
      type: "viewed",
      recipientId: recipients[0]?.id,
      at: viewed.at.toISOString(),
      data: { ip: "192.0.2.1" },
      customFields: { formId: "form-1" },
    });
  });

  it("throws on a 500, so that pg-boss retries it with backoff", async () => {
    const { envelope } = await createTestEnvelope(database.db, { webhookUrl: url });
    answer = 500;
    received.length = 0;
    await expect(handler()({ envelopeId: envelope.id, seq: 1 })).rejects.toBeInstanceOf(WebhookDeliveryError);
    answer = 200;
    await handler()({ envelopeId: envelope.id, seq: 1 });
    expect(received).toHaveLength(2);
    expect(ESIGN_WEBHOOK_QUEUE).toMatchObject({ retryBackoff: true });
    expect(ESIGN_WEBHOOK_QUEUE.retryLimit).toBeGreaterThan(0);
  });

  it("sends nothing for an envelope without a webhook URL", async () => {
    const { envelope } = await createTestEnvelope(database.db);
    received.length = 0;
    await handler()({ envelopeId: envelope.id, seq: 1 });
    expect(received).toHaveLength(0);
  });

  it("is queued in the appending transaction, one job per event, and only with a webhook URL", async () => {
    const sent: unknown[] = [];
    const jobs: Pick<JobRunner, "send"> = {
      send: async (definition, payload, options) => {
        sent.push({ name: definition.name, payload, options: { singletonKey: options?.singletonKey } });
        expect(options?.transaction).toBeDefined();
        return "job-id";
      },
    };
    const { envelope } = await createTestEnvelope(database.db, { webhookUrl: url });
    const { envelope: silent } = await createTestEnvelope(database.db);
    await database.db.transaction(async (tx) => {
      const event = await appendEvent(tx, envelope.id, { type: "reminded" });
      await enqueueWebhookDelivery(jobs, tx, event, envelope);
      const quiet = await appendEvent(tx, silent.id, { type: "reminded" });
      await enqueueWebhookDelivery(jobs, tx, quiet, silent);
    });
    expect(sent).toEqual([
      {
        name: esignWebhookJob.name,
        payload: { envelopeId: envelope.id, seq: 2 },
        options: { singletonKey: `${envelope.id}:2` },
      },
    ]);
  });
});
