/** The EIF's list calls: contacts, bills, plans, the monthly claims report mailing location, subsidiaries, additional compensation, ben admin platforms. */
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerBillRoutes } from "./bill-routes";
import { registerContactRoutes } from "./contact-routes";
import { registerMcrRoutes } from "./mcr-routes";
import { registerPlanRoutes } from "./plan-routes";
import { registerReferenceRoutes } from "./reference-routes";
import { registerSubsidiaryRoutes } from "./subsidiary-routes";

export const eifResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerContactRoutes(app);
  registerBillRoutes(app);
  registerPlanRoutes(app);
  registerMcrRoutes(app);
  registerSubsidiaryRoutes(app);
  registerReferenceRoutes(app);
};
