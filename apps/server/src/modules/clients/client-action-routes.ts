/** Staff actions on one client: re-sync, ticket look-up, base client, plan configuration, undo IC edits, activation e-mails. */

import {
  baseClientBodySchema,
  clientDetailSchema,
  clientIdParamsSchema,
  emailIdsSchema,
  planConfigurationResultSchema,
  ticketInfoParamsSchema,
  ticketInfoSchema,
  undoIcEditsResultSchema,
} from "@onboard/domain/clients/client-schemas";
import { LANGUAGES } from "@onboard/domain/common/environments";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { STAFF_OPERATIONS } from "@onboard/domain/permissions/operations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorize } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { undoIcEdits } from "../eif-changes/index";
import { authorizeInternal } from "./client-access";
import { copyPlanConfiguration } from "./copy-plan-configuration";
import { getTicketInfo } from "./get-ticket-info";
import { linkBaseClient } from "./link-base-client";
import { sendActivationEmails } from "./send-activation-emails";
import { syncClient } from "./sync-client";

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const tags = ["clients"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };
export const languageQuerySchema = z.object({ language: z.enum(LANGUAGES).default("en") });

export function registerClientActionRoutes(app: ZodApp, { publicOrigin }: { publicOrigin: string }): void {
  app.put(
    "/api/clients/:clientId/sync",
    {
      schema: {
        tags,
        summary: "Staff: recompute the client's phase from its policies and resolve finished policies' errors",
        params: clientIdParamsSchema,
        response: { 200: clientDetailSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorizeInternal(actor, request.params.clientId);
      return syncClient(app.db, actor, request.params.clientId, new Date());
    },
  );

  app.get(
    "/api/clients/ticket/:ticketId/info",
    {
      schema: {
        tags,
        summary: "Staff: which client, if any, already carries this ticket",
        params: ticketInfoParamsSchema,
        response: { 200: ticketInfoSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, "create", "Client");
      return getTicketInfo(app.db, request.params.ticketId);
    },
  );

  app.post(
    "/api/clients/:clientId/base-client",
    {
      schema: {
        tags,
        summary: "Staff: link (or with null unlink) the base client of an Add Coverage client",
        params: clientIdParamsSchema,
        body: baseClientBodySchema,
        response: { 200: clientDetailSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorizeInternal(actor, request.params.clientId);
      return linkBaseClient(app.db, actor, { clientId: request.params.clientId, ...request.body }, new Date());
    },
  );

  app.post(
    "/api/clients/:clientId/plan-configuration",
    {
      schema: {
        tags,
        summary: "Staff: copy the base client's plans onto this client (benefit types it lacks)",
        params: clientIdParamsSchema,
        response: { 200: planConfigurationResultSchema, ...errors, 409: error },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorizeInternal(actor, request.params.clientId);
      return copyPlanConfiguration(app.db, actor, request.params.clientId, new Date());
    },
  );

  app.post(
    "/api/clients/:clientId/undo-ic-edits",
    {
      schema: {
        tags,
        summary: "Staff: undo the implementation consultants' pending edits of the client's records",
        params: clientIdParamsSchema,
        response: { 200: undoIcEditsResultSchema, ...errors },
      },
    },
    async (request) => {
      const { action, subject } = STAFF_OPERATIONS.undoImplementationConsultantEdits;
      const actor = actorOf(request);
      const user = authorize(actor, action, subject);
      authorizeInternal(actor, request.params.clientId);
      return undoIcEdits(app.db, actor, { clientId: request.params.clientId, user }, new Date());
    },
  );

  app.post(
    "/api/clients/:clientId/activation-emails",
    {
      schema: {
        tags,
        summary: "Staff: e-mail an activation link to each linked broker and ben admin not yet activated",
        params: clientIdParamsSchema,
        querystring: languageQuerySchema,
        response: { 200: emailIdsSchema, ...errors },
      },
    },
    async (request) => {
      authorizeInternal(request, request.params.clientId);
      const deps = { db: app.db, mailer: app.mailer, publicOrigin };
      return sendActivationEmails(
        deps,
        actorOf(request),
        { clientId: request.params.clientId, ...request.query },
        new Date(),
      );
    },
  );
}
