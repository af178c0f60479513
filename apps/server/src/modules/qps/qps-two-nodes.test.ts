/**
 * Two app nodes on one database (issue 17 "on several nodes"): a push started through node B is run by whichever
 * node's job worker takes it, and a carrier staff socket connected to node A sees each of its status changes, up to
 * COMPLETED, through the socket's Postgres adapter.
 */
import type { ApiJob } from "@onboard/domain/qps/qps-api";
import { io, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionFor } from "../../../test/sessions";
import { buildTestApp, type TestApp } from "../../../test/test-app";
import { waitFor } from "../../integrations/qps/qps-test-support";
import { PUSH_STATUS_EVENT, type PushStatusEvent } from "./push-notifier";
import { buildPushableClient, qpsCaller } from "./qps-test-support";

let nodeA: TestApp;
let nodeB: TestApp;
let socket: Socket | null = null;

beforeAll(async () => {
  nodeA = await buildTestApp();
  nodeB = await buildTestApp({ database: nodeA.database });
  await nodeA.app.listen({ port: 0, host: "127.0.0.1" });
  await nodeB.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  socket?.disconnect();
  await nodeB?.close();
  await nodeA?.close();
});

describe("a push started on node B", () => {
  it("reaches a staff socket connected to node A, status by status", async () => {
    const { cookie } = await createSessionFor(nodeA.database.db, { role: "SLF_ADMIN" });
    const address = nodeA.app.server.address() as { port: number };
    socket = io(`http://127.0.0.1:${address.port}`, {
      extraHeaders: { cookie },
      transports: ["websocket"],
      reconnection: false,
    });
    const events: PushStatusEvent[] = [];
    socket.on(PUSH_STATUS_EVENT, (event: PushStatusEvent) => events.push(event));
    await new Promise<void>((resolve, reject) => {
      socket?.once("connect", () => resolve());
      socket?.once("connect_error", reject);
    });

    const world = await buildPushableClient(nodeB);
    const staffOnB = (await qpsCaller(nodeB, "SLF_OWNER")).send;
    const started = await staffOnB("POST", `/api/clients/${world.client.id}/qps/async-push`);
    expect(started.statusCode).toBe(202);
    const job = started.json<ApiJob>();

    await waitFor("node A's socket to hear the push end", () =>
      events.some((event) => event.apiJobId === job.id && event.apiJobStatus === "COMPLETED"),
    );
    expect(events.filter((event) => event.apiJobId === job.id)).toEqual([
      { clientId: world.client.id, apiJobId: job.id, apiJobStatus: "IN_PROGRESS" },
      { clientId: world.client.id, apiJobId: job.id, apiJobStatus: "COMPLETED" },
    ]);
  });
});
