/** The client hub's tasks, calls, welcome flow and feedback (spec §2 "Client hub", §4). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const taskRoutes: FastifyPluginAsyncZod = async () => {};
