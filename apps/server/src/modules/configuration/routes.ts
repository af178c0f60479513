/** GET /api/configuration: public, cacheable boot configuration for the web app. */
import { appConfigurationSchema } from "@onboard/domain/configuration/app-configuration";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppConfig } from "../../config";
import { explorerOriginFor } from "../../http/request-origin";
import { buildConfiguration } from "./build-configuration";

export const configurationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const body = buildConfiguration(config);
  app.get(
    "/api/configuration",
    {
      schema: {
        tags: ["configuration"],
        summary: "What the web app needs to boot",
        response: { 200: appConfigurationSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      // On the explorer host, the explorer origin is the one the browser used (whatever the Host said).
      const explorerOrigin = explorerOriginFor(request, body.explorerOrigin);
      return explorerOrigin === body.explorerOrigin ? body : { ...body, explorerOrigin };
    },
  );
};
