/**
 * The outside signer's calls (decision 021), under /api/outside-signer/clients/:clientId and opened only by their
 * token (`Authorization: Bearer`, token-access.ts): the review (GET .../eif) and the signature (POST .../eif-signature:
 * the form, or with `action: "review-&-submit-updates"` the accepted changes). The token opens nothing else.
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { eifSignatureBodySchema, eifSignatureSchema } from "@onboard/domain/eif-signature/signature-schema";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { outsideReviewSchema } from "@onboard/domain/outside-signer/outside-review-schema";
import { OUTSIDE_SIGNER_API_PREFIX } from "@onboard/domain/outside-signer/token-policy";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor-of";
import { expectedVersion } from "../../http/if-match";
import { signEif } from "../eif-signature/index";
import { loadOutsideReview, loadSignerState } from "./outside-review";
import { authenticateOutsideSigner } from "./token-access";

const error = apiErrorBodySchema;
const ERRORS = { 401: error, 403: error, 404: error } as const;
const BASE = `${OUTSIDE_SIGNER_API_PREFIX}/clients/:clientId`;

export const outsideSignerTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/eif`,
    {
      schema: {
        tags: ["outside-signer"],
        summary: "The outside signer's review: the form, what is missing, the consent statements, the edit state",
        params: clientIdParamsSchema,
        response: { 200: outsideReviewSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const signer = await authenticateOutsideSigner(
        request.headers.authorization,
        app.db,
        request.params.clientId,
        new Date(),
      );
      reply.header("cache-control", "no-store");
      return loadOutsideReview(app.db, signer);
    },
  );

  app.post(
    `${BASE}/eif-signature`,
    {
      schema: {
        tags: ["outside-signer"],
        summary:
          "The outside signer signs the form, or its accepted updates (If-Match: the draft version; 409 when there is nothing to sign)",
        params: clientIdParamsSchema,
        body: eifSignatureBodySchema,
        response: { 201: eifSignatureSchema, 400: error, 409: error, 412: error, 428: error, ...ERRORS },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const signer = await authenticateOutsideSigner(
        request.headers.authorization,
        app.db,
        request.params.clientId,
        now,
      );
      const state = await loadSignerState(app.db, signer.clientId);
      const body = request.body;
      const version = expectedVersion(request.headers["if-match"], body.version);
      const actor = actorOf(request);
      const signature = await signEif(
        { db: app.db, jobs: app.jobs },
        actor,
        {
          state,
          signer: { kind: "outside", outsideSigner: signer },
          body,
          expectedVersion: version,
          userAgent: request.headers["user-agent"],
        },
        now,
      );
      return reply.status(201).send(signature);
    },
  );
};
