/** User administration (spec §7 "Users"): internal users, brokers, ben admins. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const userAdminRoutes: FastifyPluginAsyncZod = async () => {};
