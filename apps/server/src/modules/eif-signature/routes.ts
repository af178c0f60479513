/**
 * Signing the EIF (issue 14; ours, the spec names no call): POST /api/clients/:clientId/eif-signature with the typed
 * full name, the consent and the language of the statement shown, and If-Match (or `version`): the draft version read.
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { eifSignatureBodySchema, eifSignatureSchema } from "@onboard/domain/eif-signature/signature-schema";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor-of";
import { expectedVersion } from "../../http/if-match";
import { authorizeEifAction } from "../eif/index";
import { prepareSigning, signEif } from "./sign-eif";

const error = apiErrorBodySchema;

export const eifSignatureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/clients/:clientId/eif-signature",
    {
      schema: {
        tags: ["eif"],
        summary:
          "Sign the EIF (the authorized signer; If-Match: the draft version; 400 lists the missing answers, 409 once signed)",
        params: clientIdParamsSchema,
        body: eifSignatureBodySchema,
        response: {
          201: eifSignatureSchema,
          400: error,
          401: error,
          403: error,
          404: error,
          409: error,
          412: error,
          428: error,
        },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const user = authorizeEifAction(actor, clientId, "update");
      const state = await prepareSigning(app.db, user, clientId);
      const body = request.body;
      const version = expectedVersion(request.headers["if-match"], body.version);
      const signature = await signEif(
        { db: app.db, jobs: app.jobs },
        actor,
        {
          state,
          signer: { kind: "user", user },
          body,
          expectedVersion: version,
          userAgent: request.headers["user-agent"],
        },
        new Date(),
      );
      return reply.status(201).send(signature);
    },
  );
};
