/** The SLF_OWNER-only triggers of spec §6. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const ownerTriggerRoutes: FastifyPluginAsyncZod = async () => {};
