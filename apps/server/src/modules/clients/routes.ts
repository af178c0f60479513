/** Clients and their sub-resources (spec §7 "Clients and sub-resources"), the client setup workflow and the audit trail. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const clientRoutes: FastifyPluginAsyncZod = async () => {};
