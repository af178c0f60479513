/**
 * GET /api/census-template.csv and GET /api/census-template.xlsx (issue 16 "upload-files"): the carrier's census
 * template, for any signed-in user who has accepted the terms of use. It is the same for everyone and changes only
 * with a release, so each file is built once per process and sent with a strong ETag and a private cache lifetime; a
 * caller holding the current copy gets 304. The session is checked before the ETag, so a 304 tells nobody anything.
 */
import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAcceptedTerms } from "../../../core/authorize";
import { attachmentDisposition } from "../../../http/content-disposition";
import { ifNoneMatchHits, strongEtag } from "../../../http/http-cache";
import { READ_ERRORS } from "../../../http/route-errors";
import { censusTemplateCsv, writeCensusTemplateXlsx } from "./census-template";

export const CENSUS_TEMPLATE_CSV_PATH = "/api/census-template.csv";
export const CENSUS_TEMPLATE_XLSX_PATH = "/api/census-template.xlsx";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** A browser keeps the template an hour, then asks again with If-None-Match. */
const TEMPLATE_CACHE_CONTROL = "private, max-age=3600";

interface TemplateFile {
  body: Buffer;
  etag: string;
  contentType: string;
  fileName: string;
}

function templateFile(body: Buffer, contentType: string, fileName: string): TemplateFile {
  return { body, etag: strongEtag(body), contentType, fileName };
}

async function buildXlsx(): Promise<TemplateFile> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([buffer(out), writeCensusTemplateXlsx(out)]);
  return templateFile(bytes, XLSX_TYPE, "census-template.xlsx");
}

function send(request: FastifyRequest, reply: FastifyReply, file: TemplateFile) {
  reply.header("etag", file.etag).header("cache-control", TEMPLATE_CACHE_CONTROL);
  if (ifNoneMatchHits(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
  return reply
    .type(file.contentType)
    .header("content-disposition", attachmentDisposition(file.fileName))
    .send(file.body);
}

export const censusTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["census"];
  const csv = templateFile(Buffer.from(censusTemplateCsv(), "utf8"), "text/csv; charset=utf-8", "census-template.csv");
  let xlsx: Promise<TemplateFile> | null = null;

  app.get(
    CENSUS_TEMPLATE_CSV_PATH,
    {
      schema: {
        tags,
        summary: "The carrier's census template as CSV: every census field's header and two example rows",
        response: { 200: z.string().describe("text/csv"), 304: z.null().describe("Not modified"), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      requireAcceptedTerms(request);
      return send(request, reply, csv);
    },
  );

  app.get(
    CENSUS_TEMPLATE_XLSX_PATH,
    {
      schema: {
        tags,
        summary:
          "The carrier's census template as XLSX: the header frozen, two example rows, and an Instructions sheet",
        response: { 200: z.any().describe(XLSX_TYPE), 304: z.null().describe("Not modified"), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      requireAcceptedTerms(request);
      xlsx ??= buildXlsx().catch((error: unknown) => {
        xlsx = null;
        throw error;
      });
      return send(request, reply, await xlsx);
    },
  );
};
