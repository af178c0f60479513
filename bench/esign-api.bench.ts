/**
 * The e-sign figures of issue 15 beside the seal's (esign-seal.bench.ts), against the whole app on the demo seed in a
 * process of its own (support/spawned-server.ts):
 * 1. The signing view's API calls (target p99 under 50 ms): as a ben admin signing a sent Group Application, the calls
 *    the view and the forms list make, each --runs times (default 300) one after another: POST embedded-view (takes
 *    the lock, records the view), GET template, GET lockStatus, GET the forms list, PUT embedded-view-action/later.
 *    Prints p50/p99/max per call.
 * 2. Webhook round trips per second: --envelopes (default 100) envelopes made in the service (created, sent, viewed:
 *    3 events each) with their portal forms, then every event delivered by the service's own `deliverWebhook` (read,
 *    HMAC-signed, posted over HTTP, applied by POST /api/esign/webhook, answered 200), in order per envelope and
 *    --concurrency envelopes at once (default 10). Prints deliveries/s and the p50/p99 round trip.
 * Usage: npm run bench:esign-api -w @onboard/bench [-- --runs 300 --envelopes 100 --concurrency 10]
 */
import { parseArgs } from "node:util";
import { ESIGN_WEBHOOK_PATH } from "@onboard/domain/onboarding-forms/esign-webhook-path";
import { createDb } from "@onboard/server/src/db/client";
import { onboardingForms } from "@onboard/server/src/db/schema/onboarding-forms";
import { recordView } from "@onboard/server/src/integrations/e-sign/service/record-view";
import { sendEnvelope } from "@onboard/server/src/integrations/e-sign/service/send-envelope";
import { createEnvelope } from "@onboard/server/src/integrations/e-sign/store/create-envelope";
import { deliverWebhook } from "@onboard/server/src/integrations/e-sign/webhook/deliver-webhook";
import { buildClient } from "@onboard/server/test/factories/index";
import { createSessionFor } from "@onboard/server/test/sessions";
import { httpClient } from "./mixed-load/http-client";
import { startServerProcess, stopServerProcess } from "./support/spawned-server";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "300" },
    envelopes: { type: "string", default: "100" },
    concurrency: { type: "string", default: "10" },
  },
});
const runs = Number(values.runs);
const envelopeCount = Number(values.envelopes);
const concurrency = Number(values.concurrency);
const SECRET = "bench-esign-webhook-secret-0123456789abcdef";
const TARGET_P99_MS = 50;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  process.env.ESIGN_WEBHOOK_SECRET = SECRET;
  const server = await startServerProcess();
  const http = httpClient(server.origin, 16);
  const handle = createDb(server.databaseUrl, { max: concurrency + 2 });
  try {
    const db = handle.db;
    const client = await buildClient(db);
    const benAdmin = await createSessionFor(db, { role: "BEN_ADMIN", clientIds: [client.id] });
    const staff = await createSessionFor(db, { role: "SLF_ADMIN" });
    const csrf = await http.send({ method: "GET", path: "/api/csrf-token" });
    const csrfCookie = (csrf.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    const csrfToken = (JSON.parse(csrf.body.toString()) as { token: string }).token;
    const as = (cookie: string) => ({ cookie: `${cookie}; ${csrfCookie}`, "x-csrf-token": csrfToken });
    const base = `/api/clients/${client.id}/onboarding-forms`;
    const json = { "content-type": "application/json" };

    const created = await http.send({
      method: "POST",
      path: base,
      headers: { ...as(staff.cookie), ...json },
      body: JSON.stringify({
        templateId: "tpl-group-application",
        recipients: [{ roleId: "authorized-signer", userId: benAdmin.user.id }],
      }),
    });
    if (created.status !== 201) throw new Error(`sending the form answered ${created.status}: ${created.body}`);
    const form = JSON.parse(created.body.toString()) as { id: string; recipients: { recipientId: string }[] };
    const recipientId = form.recipients[0]?.recipientId ?? "";
    const calls: Record<string, () => Promise<number>> = {
      "POST embedded-view": async () =>
        (
          await http.send({
            method: "POST",
            path: `${base}/${form.id}/embedded-view/${recipientId}`,
            headers: as(benAdmin.cookie),
          })
        ).status,
      "GET template": async () =>
        (
          await http.send({
            method: "GET",
            path: `${base}/template/tpl-group-application`,
            headers: as(benAdmin.cookie),
          })
        ).status,
      "GET lockStatus": async () =>
        (await http.send({ method: "GET", path: `${base}/${form.id}/lockStatus`, headers: as(benAdmin.cookie) }))
          .status,
      "GET forms list": async () =>
        (await http.send({ method: "GET", path: base, headers: as(benAdmin.cookie) })).status,
      "PUT embedded-view-action/later": async () =>
        (
          await http.send({
            method: "PUT",
            path: `${base}/${form.id}/embedded-view-action/later`,
            headers: { ...as(benAdmin.cookie), ...json },
            body: JSON.stringify({ recipientId }),
          })
        ).status,
    };
    console.log(`Signing view API (${runs} runs each, one after another; target p99 < ${TARGET_P99_MS} ms)`);
    for (const [name, call] of Object.entries(calls)) {
      for (let i = 0; i < 20; i++) await call();
      const samples: number[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        const status = await call();
        samples.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const s = stats(samples);
      const verdict = s.p99 < TARGET_P99_MS ? "ok" : "OVER";
      console.log(
        `  ${name.padEnd(32)} p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  ${verdict}  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    }

    // Webhook round trips: envelopes made in the service, each with its portal form, 3 events each.
    const webhookUrl = `${server.origin}${ESIGN_WEBHOOK_PATH}`;
    const envelopes: string[] = [];
    for (let i = 0; i < envelopeCount; i++) {
      const { envelope, recipients } = await createEnvelope(db, {
        templateId: "tpl-group-application",
        recipients: [
          { name: "Bench Signer", email: `bench.signer.${i}@example.test`, role: "authorized-signer", routingOrder: 1 },
        ],
        webhookUrl,
      });
      await sendEnvelope(db, envelope.id);
      await recordView(db, envelope.id, recipients[0]?.id ?? "", {
        ip: "127.0.0.1",
        userAgent: "bench",
        authMethod: "email-link",
      });
      await db.insert(onboardingForms).values({ clientId: client.id, name: "Bench form", envelopeId: envelope.id });
      envelopes.push(envelope.id);
    }
    const roundTrips: number[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < envelopes.length) {
        const envelopeId = envelopes[next++] as string;
        for (let seq = 1; seq <= 3; seq++) {
          const t0 = performance.now();
          const status = await deliverWebhook({ db, secret: SECRET }, { envelopeId, seq });
          if (status !== 200) throw new Error(`delivery ${envelopeId}:${seq} answered ${status}`);
          roundTrips.push(performance.now() - t0);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const s = stats(roundTrips);
    console.log(
      `Webhook round trips: ${roundTrips.length} deliveries in ${seconds.toFixed(2)} s = ${(roundTrips.length / seconds).toFixed(0)}/s ` +
        `(${concurrency} envelopes at once; round trip p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)})`,
    );
  } finally {
    await handle.close();
    await http.close?.();
    await stopServerProcess(server.child);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
