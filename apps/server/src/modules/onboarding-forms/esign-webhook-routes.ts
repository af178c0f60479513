/**
 * POST /api/esign/webhook: the e-sign service's events, as a hosted provider would post them (decision 024). Public
 * and CSRF-exempt (app.ts): the caller is authenticated by the HMAC signature over the raw body, checked before the
 * body is parsed (401 `ESIGN_WEBHOOK_SIGNATURE_INVALID`); rate limited per address (RATE_LIMIT_MAX a minute:
 * a burst of the service's events must not be refused).
 * Answers 200 `{ applied }` (false for a replay), 404 for an envelope no form has, 409 for an event ahead of its turn.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { ESIGN_WEBHOOK_PATH } from "@onboard/domain/onboarding-forms/esign-webhook-path";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { webhookPayloadSchema } from "../../integrations/e-sign/webhook/webhook-payload";
import { verifyWebhook } from "../../integrations/e-sign/webhook/webhook-signature";
import { applyEsignEvent } from "./apply-esign-event";

export const ESIGN_WEBHOOK_MAX_BYTES = 256 * 1024;

const invalidSignature = () =>
  new AppError("ESIGN_WEBHOOK_SIGNATURE_INVALID", 401, "The webhook's signature is missing, expired or wrong.");

export const esignWebhookRoutes: FastifyPluginAsyncZod<{
  secret: () => Promise<string>;
  rateLimitMax: number;
}> = async (app, { secret, rateLimitMax }) => {
  // The signature covers the bytes as sent: this plugin's JSON is kept as text, parsed once it is verified.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: ESIGN_WEBHOOK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    ESIGN_WEBHOOK_PATH,
    {
      bodyLimit: ESIGN_WEBHOOK_MAX_BYTES,
      config: { rateLimit: { max: rateLimitMax, timeWindow: "1 minute" } },
      schema: {
        tags: ["onboarding-forms"],
        summary: "Receive an e-sign envelope event (HMAC-signed: x-esign-timestamp, x-esign-signature)",
        response: {
          200: z.object({ applied: z.boolean(), lastEventSeq: z.number().int() }),
          400: apiErrorBodySchema,
          401: apiErrorBodySchema,
          404: apiErrorBodySchema,
          409: apiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const raw = typeof request.body === "string" ? request.body : "";
      if (!verifyWebhook(await secret(), request.headers, raw).ok) throw invalidSignature();
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new AppError("VALIDATION_ERROR", 400, "The webhook's body is not JSON.");
      }
      const payload = webhookPayloadSchema.safeParse(json);
      if (!payload.success) throw new AppError("VALIDATION_ERROR", 400, "The webhook's body is not an e-sign event.");
      return applyEsignEvent(app.db, { ...payload.data, at: new Date(payload.data.at) });
    },
  );
};
