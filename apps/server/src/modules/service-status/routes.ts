/** GET /api/service-status: { jira } — false makes the web app show the Jira-down banner to internal users. */
import { SERVICE_STATUS_CACHE_MS } from "@onboard/domain/http/service-status-cache";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { IssueTrackerStatus } from "../../integrations/jira/issue-tracker-status";

export const serviceStatusRoutes: FastifyPluginAsyncZod<{ issueTracker: IssueTrackerStatus }> = async (
  app,
  { issueTracker },
) => {
  app.get(
    "/api/service-status",
    {
      schema: {
        tags: ["configuration"],
        summary: "Availability of outside services (cached 5 minutes)",
        response: { 200: z.object({ jira: z.boolean() }) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", `private, max-age=${SERVICE_STATUS_CACHE_MS / 1000}`);
      return { jira: await issueTracker.isUp() };
    },
  );
};
