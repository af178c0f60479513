/**
 * The account-token calls of spec §7: password reset (public by e-mail, staff by user id), MFA reset (staff), the
 * auth-token look-up and password-upsert behind /activate and /reset, and a new activation e-mail (/reactivate).
 * Public calls that send mail answer 204 whether or not a user matched, and have their own per-address limit.
 * Staff calls check a staff operation, then `update` on the target user's record (see user-record-subject.ts).
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { ACCOUNT_EMAIL_RATE_LIMIT, AUTHN_RATE_LIMIT } from "@onboard/domain/identity/authn-limits";
import { STAFF_OPERATIONS } from "@onboard/domain/permissions/operations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../core/authorize";
import type { AccountMailDeps } from "./account-mail-deps";
import { findUserToManage } from "./find-user-to-manage";
import { getAuthToken } from "./get-auth-token";
import { presentAuthToken } from "./presenter";
import { requestActivationEmail } from "./request-activation-email";
import { requestPasswordReset } from "./request-password-reset";
import { resetMfa } from "./reset-mfa";
import {
  authTokenInfoSchema,
  emailParamsSchema,
  languageQuerySchema,
  noContentSchema,
  passwordUpsertBodySchema,
  tokenParamsSchema,
  userIdParamsSchema,
} from "./schemas";
import { sendPasswordResetLink } from "./send-password-reset-link";
import { upsertPassword } from "./upsert-password";
import { userRecordSubject } from "./user-record-subject";

const tags = ["account"];
const error = apiErrorBodySchema;
const publicMail = { 204: noContentSchema, 400: error, 429: error };
const staffCall = { 204: noContentSchema, 400: error, 401: error, 403: error, 404: error };

export const accountTokenRoutes: FastifyPluginAsyncZod<{
  publicOrigin: string;
  authnRateLimitMax: number;
  accountEmailRateLimitMax: number;
}> = async (app, { publicOrigin, authnRateLimitMax, accountEmailRateLimitMax }) => {
  const deps = (): AccountMailDeps => ({ db: app.db, mailer: app.mailer, publicOrigin });
  const emailRateLimit = { rateLimit: { ...ACCOUNT_EMAIL_RATE_LIMIT, max: accountEmailRateLimitMax } };

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/api/users/reset-password/:email",
    {
      config: emailRateLimit,
      schema: {
        tags,
        summary:
          "E-mail a password-reset link (60 minutes) to the user with this e-mail; 204 whether or not one exists",
        params: emailParamsSchema,
        querystring: languageQuerySchema,
        response: publicMail,
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps(), { ...request.params, ...request.query }, new Date());
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/users/reset-password/userId/:userId",
    {
      schema: {
        tags,
        summary: "Staff: e-mail a password-reset link to this user",
        params: userIdParamsSchema,
        querystring: languageQuerySchema,
        response: staffCall,
      },
    },
    async (request, reply) => {
      const staff = authorize(request, STAFF_OPERATIONS.readAllUsers.action, STAFF_OPERATIONS.readAllUsers.subject);
      const user = await findUserToManage(app.db, { id: request.params.userId });
      authorize(request, "update", userRecordSubject(user));
      await sendPasswordResetLink(deps(), user, { ...request.query, sentByUserId: staff.id }, new Date());
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/users/reset-mfa/:email",
    {
      schema: {
        tags,
        summary: "Staff: remove the user's MFA factors (the next sign-in enrols a new one) and e-mail them a notice",
        params: emailParamsSchema,
        querystring: languageQuerySchema,
        response: staffCall,
      },
    },
    async (request, reply) => {
      const staff = authorize(request, STAFF_OPERATIONS.resetMfa.action, STAFF_OPERATIONS.resetMfa.subject);
      const user = await findUserToManage(app.db, { email: request.params.email });
      authorize(request, "update", userRecordSubject(user));
      await resetMfa(deps(), user, { ...request.query, sentByUserId: staff.id }, new Date());
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/users/auth-token/:token",
    {
      schema: {
        tags,
        summary: "What an activation or reset link is for; 404 TOKEN_EXPIRED when it is unknown, used or expired",
        params: tokenParamsSchema,
        response: { 200: authTokenInfoSchema, 400: error, 404: error },
      },
    },
    async (request) => presentAuthToken(await getAuthToken(app.db, request.params.token, new Date())),
  );

  app.post(
    "/api/users/password-upsert",
    {
      config: { rateLimit: { ...AUTHN_RATE_LIMIT, max: authnRateLimitMax } },
      schema: {
        tags,
        summary: "Set the password an activation or reset link allows; the link then works no more",
        body: passwordUpsertBodySchema,
        response: { 204: noContentSchema, 400: error, 404: error, 429: error },
      },
    },
    async (request, reply) => {
      await upsertPassword(app.db, request.body, new Date());
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/users/activation-email/:email",
    {
      config: emailRateLimit,
      schema: {
        tags,
        summary: "E-mail a new activation link (7 days) if this user has never set a password; 204 either way",
        params: emailParamsSchema,
        querystring: languageQuerySchema,
        response: publicMail,
      },
    },
    async (request, reply) => {
      await requestActivationEmail(deps(), { ...request.params, ...request.query }, new Date());
      return reply.status(204).send(null);
    },
  );
};
