/**
 * The client's bills (spec §7): the list with the deleted ones, and the bulk save and delete of the billing
 * preferences sub-step, which the server refuses for a client it does not apply to (400).
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import {
  billListSchema,
  billsBulkBodySchema,
  billsBulkDeleteBodySchema,
} from "@onboard/domain/eif/eif-resource-schemas";
import { actorOf } from "../../http/actor-of";
import { READ_ERRORS } from "../../http/route-errors";
import type { ZodApp } from "../../http/zod-app";
import { authorizeEif } from "../eif/index";
import { deleteBills } from "./delete-bills";
import { listBills } from "./list-bills";
import { saveBills } from "./save-bills";

const tags = ["eif"];

export function registerBillRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/bills",
    {
      schema: {
        tags,
        summary: "The client's bills, and the deleted ones kept for the record",
        params: clientIdParamsSchema,
        response: { 200: billListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      await authorizeEif(request, app.db, request.params.clientId, "read", "Eif");
      return listBills(app.db, request.params.clientId);
    },
  );

  app.put(
    "/api/clients/:clientId/bills/bulk",
    {
      schema: {
        tags,
        summary: "Create the bills sent without an id and replace those sent with one; answers the bill list",
        params: clientIdParamsSchema,
        body: billsBulkBodySchema,
        response: { 200: billListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "update", "Eif");
      return saveBills(app.db, actorOf(request), clientId, request.body, new Date());
    },
  );

  app.delete(
    "/api/clients/:clientId/bills/bulk",
    {
      schema: {
        tags,
        summary: "Delete bills (soft delete: they move to deletedBills); answers the bill list",
        params: clientIdParamsSchema,
        body: billsBulkDeleteBodySchema,
        response: { 200: billListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "delete", "Eif");
      return deleteBills(app.db, actorOf(request), clientId, request.body.ids, new Date());
    },
  );
}
