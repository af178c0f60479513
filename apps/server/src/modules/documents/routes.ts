/** Documents and the new-document notice (spec §7 "Documents"). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const documentRoutes: FastifyPluginAsyncZod = async () => {};
