/** A client's audit trail (issue 4, beyond the spec), staff only: paged JSON and a CSV export. */
import { auditLogPageSchema, auditLogQuerySchema } from "@onboard/domain/clients/client-audit-schemas";
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { z } from "zod";
import { authorizeInternal } from "./client-access";
import type { ZodApp } from "./client-action-routes";
import { exportAuditLog } from "./export-audit-log";
import { listAuditLog } from "./list-audit-log";

const tags = ["clients"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };

export function registerAuditRoutes(app: ZodApp): void {
  app.get(
    "/api/clients/:clientId/audit-log",
    {
      schema: {
        tags,
        summary: "Staff: the client's audit trail, newest first",
        params: clientIdParamsSchema,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...errors },
      },
    },
    async (request) => {
      authorizeInternal(request, request.params.clientId);
      return listAuditLog(app.db, request.params.clientId, request.query);
    },
  );

  app.get(
    "/api/clients/:clientId/audit-log/export",
    {
      schema: {
        tags,
        summary: "Staff: the client's whole audit trail as a CSV file (audit-<caseId>.csv)",
        params: clientIdParamsSchema,
        response: { 200: z.string().describe("text/csv"), ...errors },
      },
    },
    async (request, reply) => {
      authorizeInternal(request, request.params.clientId);
      const { fileName, csv } = await exportAuditLog(app.db, request.params.clientId);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
}
