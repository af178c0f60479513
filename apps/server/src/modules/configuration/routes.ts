/** GET /api/configuration: public, cacheable boot configuration for the web app. */
import { appConfigurationSchema } from "@onboard/domain/configuration/app-configuration";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppConfig } from "../../config";
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
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return body;
    },
  );
};
