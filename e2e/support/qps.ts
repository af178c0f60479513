/**
 * The QPS simulator the e2e run's server pushes to (apps/qps-simulator, started by playwright.config.ts on its own
 * port as an outside QPS), and its control API, with which a spec chooses how QPS answers a client's next push.
 */
import { E2E_PORT } from "./mail-settings";

export const QPS_PORT = Number(process.env.E2E_QPS_PORT ?? E2E_PORT + 30);
export const QPS_URL = `http://127.0.0.1:${QPS_PORT}`;
/** How long the simulator takes to answer a push: long enough to see "Pushing…", short enough for a spec. */
export const QPS_DELAY_MS = 2000;

export type QpsOutcome = "ok" | "warnings" | "errors" | "timeout" | "unavailable" | "crash";

/** QPS answers the next push of the case this way. */
export async function answerNextPush(caseId: string, mode: QpsOutcome): Promise<void> {
  const answer = await fetch(`${QPS_URL}/control/behaviours`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode, caseId }),
  });
  if (answer.status !== 201) throw new Error(`the QPS simulator refused the behaviour: ${await answer.text()}`);
}

/** How many updates QPS holds for the case (0 when it has none). */
export async function qpsUpdatesOf(caseId: string): Promise<number> {
  const answer = await fetch(`${QPS_URL}/cases/${encodeURIComponent(caseId)}`);
  if (answer.status === 404) return 0;
  return ((await answer.json()) as { updates: unknown[] }).updates.length;
}
