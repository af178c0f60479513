/**
 * E-mails (spec §7 "Emails"): the all-e-mails list, its count, one e-mail and resend, for carrier staff
 * (STAFF_OPERATIONS.readEmails / resendEmail: SLF_ADMIN and SLF_OWNER); and the client-scoped list and e-mail of
 * the hub's /client/:clientId/emails pages, for whoever may read that client.
 */
import {
  clientEmailListSchema,
  clientEmailParamsSchema,
  clientEmailsParamsSchema,
  emailCountSchema,
  emailDetailSchema,
  emailIdParamsSchema,
  emailIdsResponseSchema,
  emailListQuerySchema,
  emailListSchema,
} from "@onboard/domain/emails/email-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { STAFF_OPERATIONS } from "@onboard/domain/permissions/operations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditActor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { authorizeClientEmails } from "./client-email-access";
import { getEmail } from "./get-email";
import { countEmailMatches, listEmailPage, nextPageLink } from "./list-emails";
import { resendEmail } from "./resend-email";

const tags = ["emails"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };
const { readEmails, resendEmail: resend } = STAFF_OPERATIONS;

export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/emails",
    {
      schema: {
        tags,
        summary:
          'Staff: one page of every e-mail sent (search over subject, recipients and template); on a full page, a Link header (rel="next") to the next one by cursor',
        querystring: emailListQuerySchema,
        response: { 200: emailListSchema, ...errors },
      },
    },
    async (request, reply) => {
      authorize(request, readEmails.action, readEmails.subject);
      const { data, nextCursor } = await listEmailPage(app.db, request.query);
      const link = nextPageLink("/api/emails", request.query, nextCursor);
      if (link) reply.header("link", link);
      return data;
    },
  );

  app.get(
    "/api/emails/count",
    {
      schema: {
        tags,
        summary: "Staff: how many e-mails match the same query as GET /api/emails",
        querystring: emailListQuerySchema,
        response: { 200: emailCountSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, readEmails.action, readEmails.subject);
      return countEmailMatches(app.db, request.query);
    },
  );

  app.get(
    "/api/emails/:emailId",
    {
      schema: {
        tags,
        summary: "Staff: one e-mail with its body, status history, error users and recipients",
        params: emailIdParamsSchema,
        response: { 200: emailDetailSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, readEmails.action, readEmails.subject);
      return getEmail(app.db, request.params.emailId);
    },
  );

  app.post(
    "/api/emails/:emailId/resend",
    {
      schema: {
        tags,
        summary: "Staff: queue the e-mail again; its delivery is recorded as RESENT",
        params: emailIdParamsSchema,
        response: { 202: emailIdsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = authorize(request, resend.action, resend.subject);
      const result = await resendEmail({ db: app.db, mailer: app.mailer }, request.params.emailId, {
        ...auditActor(request),
        name: user.name,
      });
      return reply.status(202).send(result);
    },
  );

  app.get(
    "/api/clients/:clientId/emails",
    {
      schema: {
        tags,
        summary: "The client's e-mails, one page and the total (whoever may read the client)",
        params: clientEmailsParamsSchema,
        querystring: emailListQuerySchema,
        response: { 200: clientEmailListSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeClientEmails(actorOf(request), app.db, clientId);
      const [page, total] = await Promise.all([
        listEmailPage(app.db, request.query, clientId),
        countEmailMatches(app.db, request.query, clientId),
      ]);
      return { ...page, ...total };
    },
  );

  app.get(
    "/api/clients/:clientId/emails/:emailId",
    {
      schema: {
        tags,
        summary: "One e-mail of the client (404 for another client's)",
        params: clientEmailParamsSchema,
        response: { 200: emailDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { clientId, emailId } = request.params;
      await authorizeClientEmails(actorOf(request), app.db, clientId);
      return getEmail(app.db, emailId, clientId);
    },
  );
};
