/**
 * The sign-in (authentication-transaction) API the login page talks to. Each answer is an AuthnResponse whose
 * status is one of the spec's sign-in states. Every route has a stricter per-address rate limit.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { AUTHN_RATE_LIMIT } from "@onboard/domain/identity/authn-limits";
import {
  activateFactorRequestSchema,
  cancelTransactionRequestSchema,
  changePasswordRequestSchema,
  enrollFactorRequestSchema,
  factorIdParamsSchema,
  primaryAuthRequestSchema,
  verifyFactorRequestSchema,
} from "@onboard/domain/identity/authn-requests";
import { authnResponseSchema, cancelTransactionResponseSchema } from "@onboard/domain/identity/authn-response";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { outboxSmsSender } from "../../integrations/sms/outbox-sms-sender";
import type { SmsSender } from "../../integrations/sms/sms-sender";
import { activateFactor } from "./activate-factor";
import { authenticatePassword } from "./authenticate-password";
import { cancelTransaction } from "./cancel-transaction";
import { changeExpiredPassword } from "./change-expired-password";
import { enrollFactor } from "./enroll-factor";
import { presentAuthn } from "./presenter";
import { verifyFactor } from "./verify-factor";

const errors = { 400: apiErrorBodySchema, 401: apiErrorBodySchema, 409: apiErrorBodySchema };
const response = { 200: authnResponseSchema, ...errors };
const tags = ["sign-in"];

export const authnRoutes: FastifyPluginAsyncZod<{ smsSender?: SmsSender; rateLimitMax?: number }> = async (
  app,
  options,
) => {
  const config = { rateLimit: { ...AUTHN_RATE_LIMIT, max: options.rateLimitMax ?? AUTHN_RATE_LIMIT.max } };
  const smsSender = options.smsSender ?? outboxSmsSender(app.db);

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/api/authn",
    {
      config,
      schema: { tags, summary: "Sign in with e-mail and password", body: primaryAuthRequestSchema, response },
    },
    async (request) => presentAuthn(await authenticatePassword(app.db, request.body, new Date())),
  );

  app.post(
    "/api/authn/factors/:factorId/verify",
    {
      config,
      schema: {
        tags,
        summary: "Verify an MFA factor; an SMS factor without a passCode is sent a code",
        params: factorIdParamsSchema,
        body: verifyFactorRequestSchema,
        response,
      },
    },
    async (request) => {
      const input = { ...request.body, factorId: request.params.factorId };
      return presentAuthn(await verifyFactor(app.db, smsSender, input, new Date()));
    },
  );

  app.post(
    "/api/authn/factors",
    {
      config,
      schema: {
        tags,
        summary: "Enrol the MFA factor of a user who has none",
        body: enrollFactorRequestSchema,
        response,
      },
    },
    async (request) => presentAuthn(await enrollFactor(app.db, smsSender, request.body, new Date())),
  );

  app.post(
    "/api/authn/factors/:factorId/lifecycle/activate",
    {
      config,
      schema: {
        tags,
        summary: "Activate a newly enrolled factor with its first code",
        params: factorIdParamsSchema,
        body: activateFactorRequestSchema,
        response,
      },
    },
    async (request) => {
      const input = { ...request.body, factorId: request.params.factorId };
      return presentAuthn(await activateFactor(app.db, input, new Date()));
    },
  );

  app.post(
    "/api/authn/credentials/change-password",
    {
      config,
      schema: { tags, summary: "Replace an expired password", body: changePasswordRequestSchema, response },
    },
    async (request) => presentAuthn(await changeExpiredPassword(app.db, request.body, new Date())),
  );

  app.post(
    "/api/authn/cancel",
    {
      config,
      schema: {
        tags,
        summary: "Cancel a sign-in transaction",
        body: cancelTransactionRequestSchema,
        response: { 200: cancelTransactionResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelTransaction(app.db, request.body.stateToken, new Date());
      return {};
    },
  );
};
