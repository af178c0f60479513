/** PUT /api/clients/:clientId/plans: the EIF's answers on the client's plans (claims payment, carrier, PFML). */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { eifPlanSchema } from "@onboard/domain/eif/eif-draft-schemas";
import { plansBodySchema } from "@onboard/domain/eif/eif-resource-schemas";
import { z } from "zod";
import { actorOf } from "../../http/actor-of";
import { READ_ERRORS, STALE_ERROR } from "../../http/route-errors";
import type { ZodApp } from "../../http/zod-app";
import { authorizeEif } from "../eif/index";
import { updatePlans } from "./update-plans";

export function registerPlanRoutes(app: ZodApp): void {
  app.put(
    "/api/clients/:clientId/plans",
    {
      schema: {
        tags: ["eif"],
        summary: "Answer questions on some of the client's plans, each with its version (412 when one is stale)",
        params: clientIdParamsSchema,
        body: plansBodySchema,
        response: { 200: z.array(eifPlanSchema), ...READ_ERRORS, ...STALE_ERROR },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "update", "Eif");
      return updatePlans(app.db, actorOf(request), clientId, request.body, new Date());
    },
  );
}
