/**
 * The EIF's changes after signing (issue 14, decision 022): their net state (ours), sending them for review (ours),
 * the carrier's review (ours) and GET .../change-log/deif-changes (spec §6). POST .../undo-ic-edits is a client action
 * (modules/clients/client-action-routes.ts) and runs undo-ic-edits.ts.
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { changeLogSchema, eifChangeReviewBodySchema } from "@onboard/domain/eif-changes/change-review-schema";
import { type EifChanges, eifChangesSchema } from "@onboard/domain/eif-changes/eif-changes-schema";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../core/authorize";
import type { Database } from "../../db/client";
import { notFound } from "../../errors/app-error";
import { actorOf } from "../../http/actor-of";
import { authorizeEif } from "../eif/index";
import { listChangeLog, loadEifEditState } from "../eif-change-log/index";
import { reviewChanges } from "./review-changes";
import { sendForReview } from "./send-for-review";

const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error };

async function presentChanges(db: Database, clientId: string): Promise<EifChanges> {
  const state = await loadEifEditState(db, clientId);
  if (!state) throw notFound();
  const { net, ...rest } = state;
  return { ...rest, changes: net };
}

export const eifChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/clients/:clientId/eif-changes",
    {
      schema: {
        tags: ["eif"],
        summary: "The EIF's mode, edit state and net changes since the last signature",
        params: clientIdParamsSchema,
        response: { 200: eifChangesSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "read");
      return presentChanges(app.db, clientId);
    },
  );

  app.post(
    "/api/clients/:clientId/eif-changes/ready-for-review",
    {
      schema: {
        tags: ["eif"],
        summary: "Send the changes made after signing to the carrier for review",
        params: clientIdParamsSchema,
        response: { 200: eifChangesSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const { user } = await authorizeEif(request, app.db, clientId, "update");
      await sendForReview(app.db, actorOf(request), { clientId, user }, new Date());
      return presentChanges(app.db, clientId);
    },
  );

  app.post(
    "/api/clients/:clientId/eif-changes/review",
    {
      schema: {
        tags: ["eif"],
        summary: "Carrier staff accept or decline (with a reason) changes made after signing",
        params: clientIdParamsSchema,
        body: eifChangeReviewBodySchema,
        response: { 200: eifChangesSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      authorize(request, "update", "EifChangeReview");
      const { user } = await authorizeEif(request, app.db, clientId, "update");
      await reviewChanges(app.db, actorOf(request), { clientId, user, body: request.body }, new Date());
      return presentChanges(app.db, clientId);
    },
  );

  app.get(
    "/api/clients/:clientId/change-log/deif-changes",
    {
      schema: {
        tags: ["eif"],
        summary: "The change log of the EIF's changes after signing, newest first",
        params: clientIdParamsSchema,
        response: { 200: changeLogSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "read");
      const rows = await listChangeLog(app.db, clientId);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          changedBy: row.changedBy,
          changeDetails: row.changeDetails,
        })),
      };
    },
  );
};
