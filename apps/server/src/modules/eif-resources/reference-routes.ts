/**
 * Read-only lists the EIF's pages pick from: the client's additional compensation (whoever may read its EIF) and the
 * ben admin platforms (carrier-wide reference data: any signed-in user who has accepted the terms of use).
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { additionalCompensationListSchema, benAdminPlatformListSchema } from "@onboard/domain/eif/eif-resource-schemas";
import { requireAcceptedTerms } from "../../core/authorize";
import { READ_ERRORS } from "../../http/route-errors";
import type { ZodApp } from "../../http/zod-app";
import { authorizeEif } from "../eif/index";
import { listAdditionalCompensations } from "./list-additional-compensations";
import { listBenAdminPlatforms } from "./list-ben-admin-platforms";

const tags = ["eif"];

export function registerReferenceRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/additional-compensations",
    {
      schema: {
        tags,
        summary: "Compensation counted as insured earnings, client-wide and per employee class",
        params: clientIdParamsSchema,
        response: { 200: additionalCompensationListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      await authorizeEif(request, app.db, request.params.clientId, "read", "Eif");
      return listAdditionalCompensations(app.db, request.params.clientId);
    },
  );

  app.get(
    "/api/ben-admin-platforms",
    {
      schema: {
        tags,
        summary: "The active ben admin platforms, in their display order",
        response: { 200: benAdminPlatformListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      requireAcceptedTerms(request);
      return listBenAdminPlatforms(app.db);
    },
  );
}
