/**
 * The plan-design push calls (issue 17; benefits-explorer spec §7 "Plan design push"). Carrier staff only (decision
 * 026): each call asks the `QpsPush` subject before anything else.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  apiJobListSchema,
  apiJobSchema,
  apiJobsQuerySchema,
  clientFromQpsSchema,
  importFromQpsResultSchema,
  planDesignInfoSchema,
  qpsClientParamsSchema,
} from "@onboard/domain/qps/qps-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authorize } from "../../core/authorize";
import { notFound } from "../../errors/app-error";
import { actorOf } from "../../http/actor-of";
import { READ_ERRORS, WRITE_ERRORS } from "../../http/route-errors";
import type { QpsClient } from "../../integrations/qps/index";
import { findApiJob, latestApiJobs } from "./api-jobs";
import { clientFromQps } from "./client-from-qps";
import { importFromQps } from "./import-from-qps";
import { planDesignInfo } from "./plan-design-info";
import { authorizeQps } from "./qps-access";
import type { QpsDeps } from "./qps-deps";
import { startPush } from "./start-push";

const tags = ["qps"];
const BASE = "/api/clients/:clientId";

export const qpsRoutes: FastifyPluginAsyncZod<{ qps: QpsClient }> = async (app, options) => {
  const deps: QpsDeps = { db: app.db, jobs: app.jobs, qps: options.qps };

  app.get(
    `${BASE}/qps/plan-design-info`,
    {
      schema: {
        tags,
        summary: "What a push to QPS would send for the client, and the problems that block it (carrier staff)",
        params: qpsClientParamsSchema,
        response: { 200: planDesignInfoSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      const access = await authorizeQps(actorOf(request), app.db, "read", request.params.clientId);
      return planDesignInfo(app.db, access.client);
    },
  );

  app.post(
    `${BASE}/qps/async-push`,
    {
      schema: {
        tags,
        summary:
          "Start a push of the client's plan design to QPS (202 with the new api job), or answer the push already running (200)",
        params: qpsClientParamsSchema,
        response: { 200: apiJobSchema, 202: apiJobSchema, ...WRITE_ERRORS, 409: apiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const access = await authorizeQps(actorOf(request), app.db, "create", request.params.clientId);
      const { apiJobId, started } = await startPush(deps, access);
      const job = await findApiJob(app.db, apiJobId);
      if (!job) throw notFound();
      return reply.code(started ? 202 : 200).send(job);
    },
  );

  app.get(
    "/api/api-jobs",
    {
      schema: {
        tags,
        summary: "The latest push job of each client asked for, with its outputs (carrier staff)",
        querystring: apiJobsQuerySchema,
        response: { 200: apiJobListSchema, ...READ_ERRORS },
      },
    },
    async (request) => {
      authorize(actorOf(request), "read", "QpsPush");
      return { items: await latestApiJobs(app.db, request.query.clientIds) };
    },
  );

  app.get(
    `${BASE}/client-from-qps`,
    {
      schema: {
        tags,
        summary:
          "The client's case as QPS holds it, and its difference from the portal, field by field (carrier staff)",
        params: qpsClientParamsSchema,
        response: { 200: clientFromQpsSchema, ...READ_ERRORS, 503: apiErrorBodySchema },
      },
    },
    async (request) => {
      const access = await authorizeQps(actorOf(request), app.db, "read", request.params.clientId);
      return clientFromQps(deps, access.client);
    },
  );

  app.post(
    `${BASE}/import-from-qps`,
    {
      schema: {
        tags,
        summary: "Bring QPS's values into the portal as change records pending review, never silently (carrier staff)",
        params: qpsClientParamsSchema,
        response: { 200: importFromQpsResultSchema, ...WRITE_ERRORS, 409: apiErrorBodySchema, 503: apiErrorBodySchema },
      },
    },
    async (request) => {
      const access = await authorizeQps(actorOf(request), app.db, "update", request.params.clientId);
      return importFromQps(deps, access);
    },
  );
};
