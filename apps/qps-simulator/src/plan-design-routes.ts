/**
 * The routes real QPS has (see `@onboard/domain/qps/qps-wire`): the plan-design push, the case, and health.
 * A push is checked in this order: a replay of a seen key, then the next queued behaviour.
 */
import { QPS_IDEMPOTENCY_HEADER, type QpsPushAnswer, qpsPlanDesignSchema } from "@onboard/domain/qps/qps-wire";
import type { FastifyInstance, FastifyReply } from "fastify";
import { describeIssues } from "./describe-issues";
import { recordPush } from "./record-push";
import type { SimulatorContext } from "./simulator-context";

const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

interface CaseParams {
  caseId: string;
}

export function planDesignRoutes(context: SimulatorContext) {
  return async (app: FastifyInstance) => {
    app.get("/health", async () => ({ ok: true }));

    app.get<{ Params: CaseParams }>("/cases/:caseId", async (request, reply) => {
      const found = context.store.view(request.params.caseId);
      return found ?? reply.code(404).send({ message: "No such case" });
    });

    app.put<{ Params: CaseParams }>("/cases/:caseId/plan-design", async (request, reply) => {
      const key = request.headers[QPS_IDEMPOTENCY_HEADER];
      if (typeof key !== "string" || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
        return badRequest(reply, `Header Idempotency-Key is required: 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
      }
      const parsed = qpsPlanDesignSchema.safeParse(request.body);
      if (!parsed.success) return badRequest(reply, describeIssues("Not a plan design", parsed.error));
      const { caseId } = request.params;
      if (parsed.data.caseId !== caseId) {
        return badRequest(reply, `caseId: the body's caseId "${parsed.data.caseId}" is not the path's "${caseId}"`);
      }

      const earlier = context.store.get(caseId);
      const replayed = earlier?.answers[key];
      if (replayed) {
        await context.pause(context.delay.ms);
        return { ...replayed, replayed: true } satisfies QpsPushAnswer;
      }

      const behaviour = context.behaviours.take(caseId);
      switch (behaviour.mode) {
        case "crash":
          // Nothing is stored: QPS died before it took the update.
          reply.hijack();
          context.crash(request);
          return reply;
        case "timeout":
          context.held.hold(reply);
          return reply;
        case "unavailable":
          await context.pause(behaviour.delayMs ?? 0);
          return reply.code(503).send({ message: "QPS is unavailable" });
        default: {
          // Stored before the delay, as QPS commits on receipt: a client that gives up still finds the update.
          const { stored, answer } = recordPush(earlier, parsed.data, key, behaviour.mode, new Date());
          await context.store.save(stored);
          await context.pause(behaviour.delayMs ?? context.delay.ms);
          return answer;
        }
      }
    });
  };
}

function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ message });
}
