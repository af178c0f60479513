/** The simulator's own control API (real QPS has none): queue behaviours and set the default delay. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { behaviourRequestSchema, delayMsSchema } from "./behaviours";
import { describeIssues } from "./describe-issues";
import type { SimulatorContext } from "./simulator-context";

export const delayRequestSchema = z.strictObject({ delayMs: delayMsSchema });

export function controlRoutes(context: SimulatorContext) {
  return async (app: FastifyInstance) => {
    app.get("/control/behaviours", async () => ({ behaviours: context.behaviours.list() }));

    app.post("/control/behaviours", async (request, reply) => {
      const parsed = behaviourRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: describeIssues("Not a behaviour", parsed.error) });
      context.behaviours.add(parsed.data);
      return reply.code(201).send({ behaviours: context.behaviours.list() });
    });

    app.delete("/control/behaviours", async (_request, reply) => {
      context.behaviours.clear();
      return reply.code(204).send();
    });

    app.put("/control/delay", async (request, reply) => {
      const parsed = delayRequestSchema.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ message: describeIssues("Not a delay", parsed.error) });
      context.delay.ms = parsed.data.delayMs;
      return { delayMs: context.delay.ms };
    });
  };
}
