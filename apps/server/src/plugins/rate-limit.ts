/** Global rate limit per client address; routes may set a stricter `config.rateLimit`. */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

export async function registerRateLimit(app: FastifyInstance, options: { max: number }): Promise<void> {
  await app.register(rateLimit, { global: true, max: options.max, timeWindow: "1 minute" });
}
