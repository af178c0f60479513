/** The EIF draft (GET and PATCH .../draft) and the client's locations. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const eifRoutes: FastifyPluginAsyncZod = async () => {};
