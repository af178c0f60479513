/**
 * The census calls (issue 16; spec §7 "Census") under /api/clients/{clientId}/census/{policyId}: the policy's files,
 * validate, validate-submit and submit here; a file's preview, mapping, rows, fixes and report in file-routes.ts. Every
 * call asks the client's `Document` subject and the policy first (census-access.ts), and reads its body only after.
 * The carrier's census templates (`GET /api/census-template.csv|xlsx`) are the export folder's plugin, registered here.
 */
import {
  censusFileListSchema,
  censusItemsSchema,
  censusParamsSchema,
  censusSubmitBodySchema,
} from "@onboard/domain/census/census-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor-of";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { authorizeCensus } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { censusTemplateRoutes } from "./export/template-routes";
import { registerCensusFileRoutes } from "./file-routes";
import { listCensusFiles } from "./list-files";
import { CENSUS_BASE, CENSUS_READ_ERRORS, CENSUS_TAGS, CENSUS_WRITE_ERRORS } from "./route-schema";
import { submitCensusFile } from "./submit-census";
import { policyCensusItems, validateAndSubmitCensus, validateCensus } from "./validate-census";

export interface CensusRoutesOptions {
  storage: FileStorage;
  publicOrigin: string;
  onboardingMailbox: string;
}

export const censusRoutes: FastifyPluginAsyncZod<CensusRoutesOptions> = async (app, options) => {
  const deps: CensusDeps = {
    db: app.db,
    storage: options.storage,
    jobs: app.jobs,
    mailer: app.mailer,
    publicOrigin: options.publicOrigin,
    onboardingMailbox: options.onboardingMailbox,
  };
  const tags = CENSUS_TAGS;
  const onError = (err: unknown) => app.log.error({ err }, "census");

  await app.register(censusTemplateRoutes);

  app.get(
    `${CENSUS_BASE}/files`,
    {
      schema: {
        tags,
        summary: "The policy's census files (enrollment-elections documents), newest first, with their state",
        params: censusParamsSchema,
        response: { 200: censusFileListSchema, ...CENSUS_READ_ERRORS },
      },
    },
    (request) => listCensusFiles(deps, actorOf(request), request.params),
  );

  app.get(
    `${CENSUS_BASE}/validate`,
    {
      schema: {
        tags,
        summary: "Start (or report) the validation of the policy's latest mapped census file; a big file runs as a job",
        params: censusParamsSchema,
        response: { 200: censusItemsSchema, ...CENSUS_READ_ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeCensus(actor, app.db, "update", request.params);
      return { items: await validateCensus(deps, actor, access, onError) };
    },
  );

  app.put(
    `${CENSUS_BASE}/validate-submit`,
    {
      schema: {
        tags,
        summary: "Validate now (waiting for the result) and submit each census file without errors",
        params: censusParamsSchema,
        response: { 200: censusItemsSchema, ...CENSUS_READ_ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeCensus(actor, app.db, "update", request.params);
      return { items: await validateAndSubmitCensus(deps, actor, access, onError) };
    },
  );

  app.post(
    `${CENSUS_BASE}/submit`,
    {
      schema: {
        tags,
        summary: "Submit a validated census file without errors: the task is Done and the carrier's staff told",
        params: censusParamsSchema,
        body: censusSubmitBodySchema,
        response: { 200: censusItemsSchema, ...CENSUS_WRITE_ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeCensus(actor, app.db, "update", request.params);
      await submitCensusFile(deps, actor, access, request.body.documentId, { onError });
      return { items: await policyCensusItems(deps, access) };
    },
  );

  registerCensusFileRoutes(app, deps);
};
