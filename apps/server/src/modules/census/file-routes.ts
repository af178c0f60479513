/**
 * The calls on one census file under /api/clients/{clientId}/census/{policyId}/files/{documentId}: preview, mapping
 * (If-Match), the rows with problems, a row's fix (If-Match) and the XLSX report. Each authorizes before its body.
 */
import { PassThrough } from "node:stream";
import {
  censusFileParamsSchema,
  censusFileSchema,
  censusMappingBodySchema,
  censusPreviewQuerySchema,
  censusPreviewSchema,
  censusRowFixBodySchema,
  censusRowFixSchema,
  censusRowPageSchema,
  censusRowParamsSchema,
  censusRowsQuerySchema,
} from "@onboard/domain/census/census-api";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor-of";
import { attachmentDisposition } from "../../http/content-disposition";
import { expectedVersion, setVersionTag } from "../../http/if-match";
import { authorizeCensus } from "./census-access";
import type { CensusDeps } from "./census-deps";
import { censusReport } from "./census-report";
import { fixCensusRow } from "./fix-row";
import { previewCensusFile } from "./preview-file";
import { listCensusRows } from "./problem-rows";
import { CENSUS_BASE, CENSUS_READ_ERRORS, CENSUS_TAGS, CENSUS_WRITE_ERRORS } from "./route-schema";
import { saveCensusMapping } from "./save-mapping";

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const FILE = `${CENSUS_BASE}/files/:documentId`;

/** The report's language: Spanish when the caller's browser asks for it first, else English. */
function reportLanguage(request: FastifyRequest): "en" | "es" {
  const accepted = request.headers["accept-language"] ?? "";
  return accepted.trim().toLowerCase().startsWith("es") ? "es" : "en";
}

export function registerCensusFileRoutes(app: ZodApp, deps: CensusDeps): void {
  const tags = CENSUS_TAGS;

  app.get(
    `${FILE}/preview`,
    {
      schema: {
        tags,
        summary: "The census file's sheets, header row, first rows and the guessed column mapping",
        params: censusFileParamsSchema,
        querystring: censusPreviewQuerySchema,
        response: { 200: censusPreviewSchema, ...CENSUS_READ_ERRORS },
      },
    },
    (request) => previewCensusFile(deps, actorOf(request), request.params, request.query.sheet),
  );

  app.put(
    `${FILE}/mapping`,
    {
      schema: {
        tags,
        summary: "Confirm who made the census file, its sheet and its column mapping (If-Match: the file's version)",
        params: censusFileParamsSchema,
        body: censusMappingBodySchema,
        response: { 200: censusFileSchema, ...CENSUS_WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const access = await authorizeCensus(actor, app.db, "update", request.params);
      const version = expectedVersion(request.headers["if-match"], undefined);
      const file = await saveCensusMapping(deps, actor, access, request.params.documentId, version, request.body);
      setVersionTag(reply, file.version);
      return file;
    },
  );

  app.get(
    `${FILE}/rows`,
    {
      schema: {
        tags,
        summary: "The census file's rows with problems, after the fixes, a page at a time (filter by code, severity)",
        params: censusFileParamsSchema,
        querystring: censusRowsQuerySchema,
        response: { 200: censusRowPageSchema, ...CENSUS_READ_ERRORS },
      },
    },
    (request) => listCensusRows(deps, actorOf(request), request.params, request.query),
  );

  app.put(
    `${FILE}/rows/:rowNumber`,
    {
      schema: {
        tags,
        summary: "Fix cells of one row with problems and check the row again at once (If-Match: the file's version)",
        params: censusRowParamsSchema,
        body: censusRowFixBodySchema,
        response: { 200: censusRowFixSchema, ...CENSUS_WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const access = await authorizeCensus(actor, app.db, "update", request.params);
      const version = expectedVersion(request.headers["if-match"], undefined);
      const { documentId, rowNumber } = request.params;
      const fix = await fixCensusRow(deps, actor, access, { documentId, rowNumber }, version, request.body);
      setVersionTag(reply, fix.version);
      return fix;
    },
  );

  app.get(
    `${FILE}/report`,
    {
      schema: {
        tags,
        summary: "The validation report as XLSX: every row with problems, each problem marked on its cell",
        params: censusFileParamsSchema,
        response: {
          200: z.any().describe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
          ...CENSUS_READ_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const report = await censusReport(deps, actorOf(request), request.params, reportLanguage(request));
      const out = new PassThrough();
      report.write(out).catch((err: unknown) => request.log.error({ err }, "census report not written"));
      return reply
        .header("content-type", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
        .header("content-disposition", attachmentDisposition(report.fileName))
        .header("cache-control", "private, no-store")
        .send(out);
    },
  );
}
