/** Employee classes and their plans (the class builder). */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const employeeClassRoutes: FastifyPluginAsyncZod = async () => {};
