/** The HTTP QPS client against a QPS that misbehaves in ways the simulator does not: a plain node:http server. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { QPS_IDEMPOTENCY_HEADER, type QpsPushAnswer } from "@onboard/domain/qps/qps-wire";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpQpsClient } from "./http-qps-client";
import { QpsUnavailableError } from "./qps-client";
import { buildQpsPlanDesign, waitFor } from "./qps-test-support";

const ANSWER: QpsPushAnswer = {
  caseId: "CASE-1",
  updateId: "U-1",
  replayed: false,
  result: "COMPLETED",
  messages: [],
  planClasses: [],
  employeeClassClasses: [],
};

type Handler = (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

describe("the HTTP QPS client when QPS misbehaves", () => {
  let server: Server | null = null;
  const requests: IncomingMessage[] = [];

  async function serve(handler: Handler): Promise<string> {
    const listening = createServer((request, response) => {
      requests.push(request);
      request.resume();
      request.on("end", () => handler(request, response, requests.length));
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }

  afterEach(async () => {
    requests.length = 0;
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = null;
  });

  it("sends the same idempotency key on every attempt", async () => {
    const url = await serve((_request, response, attempt) => {
      if (attempt < 3) response.writeHead(502).end("Bad gateway");
      else response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(ANSWER));
    });
    const answer = await createHttpQpsClient({ baseUrl: url, backoffMs: 5 }).pushPlanDesign(
      buildQpsPlanDesign("CASE-1"),
      "the-key",
    );
    expect(answer).toEqual(ANSWER);
    expect(requests.map((request) => request.headers[QPS_IDEMPOTENCY_HEADER])).toEqual([
      "the-key",
      "the-key",
      "the-key",
    ]);
    expect(requests.map((request) => request.url)).toEqual(Array(3).fill("/cases/CASE-1/plan-design"));
  });

  it("does not take an answer outside the wire contract, and does not retry it", async () => {
    const url = await serve((_request, response) => {
      response
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ ...ANSWER, result: "DONE" }));
    });
    const push = createHttpQpsClient({ baseUrl: url, backoffMs: 5 }).pushPlanDesign(buildQpsPlanDesign("CASE-1"), "k");
    await expect(push).rejects.toBeInstanceOf(QpsUnavailableError);
    await expect(push).rejects.toThrow(/QPS answered something unexpected to PUT \/cases\/CASE-1\/plan-design/);
    expect(requests).toHaveLength(1);
  });

  it("does not take a body that is not JSON", async () => {
    const url = await serve((_request, response) => response.writeHead(200).end("<html>login</html>"));
    await expect(createHttpQpsClient({ baseUrl: url }).getCase("CASE-1")).rejects.toThrow(/not JSON: <html>login/);
  });

  it("reports a refused connection as unavailable after the attempts", async () => {
    const url = await serve(() => {});
    await new Promise((resolve) => server?.close(resolve));
    const push = createHttpQpsClient({ baseUrl: url, attempts: 2, backoffMs: 5 }).getCase("CASE-1");
    await expect(push).rejects.toBeInstanceOf(QpsUnavailableError);
    await expect(push).rejects.toMatchObject({
      status: null,
      attempts: 2,
      message: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it("stops at once when the caller aborts during the wait before a retry", async () => {
    const url = await serve((_request, response) => response.writeHead(503).end());
    const controller = new AbortController();
    const started = Date.now();
    const push = createHttpQpsClient({ baseUrl: url, backoffMs: 60_000 }).pushPlanDesign(
      buildQpsPlanDesign("CASE-1"),
      "k",
      { signal: controller.signal },
    );
    await waitFor("the first attempt", () => requests.length === 1);
    controller.abort(new Error("shutting down"));
    await expect(push).rejects.toThrow("shutting down");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(requests).toHaveLength(1);
  });

  it("stops at once when the caller aborts while QPS is still answering", async () => {
    const url = await serve(() => {
      // Never answers.
    });
    const controller = new AbortController();
    const push = createHttpQpsClient({ baseUrl: url }).getCase("CASE-1", { signal: controller.signal });
    await waitFor("the request to arrive", () => requests.length === 1);
    controller.abort();
    await expect(push).rejects.toMatchObject({ name: "AbortError" });
    expect(requests).toHaveLength(1);
  });

  it("sends nothing for a caller that has already aborted", async () => {
    const url = await serve((_request, response) => response.writeHead(404).end());
    const push = createHttpQpsClient({ baseUrl: url }).getCase("CASE-1", { signal: AbortSignal.abort() });
    await expect(push).rejects.toMatchObject({ name: "AbortError" });
    expect(requests).toHaveLength(0);
  });
});
