/**
 * The medical video of an explorer site (benefits-explorer spec §7): upload and delete through the video host
 * (integrations/video; embedded by default). Carrier staff only, on any client (the `ExplorerPage` subject: external
 * roles only read sites, spec §6). The multipart parser is registered in this plugin's scope, with the video limits.
 */
import multipart from "@fastify/multipart";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  medicalVideoDeleteParamsSchema,
  medicalVideoUploadParamsSchema,
  medicalVideoUploadSchema,
} from "@onboard/domain/explorer/medical-video-api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppConfig } from "../../config";
import { actorOf } from "../../http/actor-of";
import type { FileStorage } from "../../integrations/storage/file-storage";
import { createVideoHost } from "../../integrations/video/create-video-host";
import { authorizePageEditor } from "../explorer-admin/index";
import { deleteMedicalVideo } from "./delete-medical-video";
import { receiveVideo } from "./receive-video.http";
import { uploadMedicalVideo } from "./upload-medical-video";

const tags = ["explorer-admin"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };

export interface ExplorerVideoRoutesOptions {
  storage: FileStorage;
  /** VIDEO_HOST and MEDICAL_VIDEO_MAX_MB (the largest video an upload takes, in MB). */
  config: Pick<AppConfig, "videoHost" | "medicalVideoMaxMb">;
}

export const explorerVideoRoutes: FastifyPluginAsyncZod<ExplorerVideoRoutesOptions> = async (app, options) => {
  const { storage } = options;
  const host = createVideoHost(options.config.videoHost);
  const maxMb = options.config.medicalVideoMaxMb;
  await app.register(multipart, {
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
  });

  app.post(
    "/api/clients/:clientId/documents/vidyard/upload",
    {
      schema: {
        tags,
        summary: `Staff: upload a site's medical video (multipart: language? then one MP4 or WebM under \`file\`; ${maxMb} MB)`,
        params: medicalVideoUploadParamsSchema,
        response: { 201: medicalVideoUploadSchema, ...errors, 413: error, 415: error, 502: error },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      const { user } = await authorizePageEditor(actor, app.db, "update", clientId);
      const video = await receiveVideo(request, { clientId, storage, maxMb });
      const deps = { db: app.db, storage, host, log: request.log };
      const uploaded = await uploadMedicalVideo(deps, actor, user, clientId, video);
      return reply.status(201).send(uploaded);
    },
  );

  app.delete(
    "/api/clients/:clientId/documents/vidyard/delete/:vidyardId",
    {
      schema: {
        tags,
        summary: "Staff: delete a medical video no explorer page shows (409 while one does)",
        params: medicalVideoDeleteParamsSchema,
        response: { 204: z.null(), ...errors, 409: error },
      },
    },
    async (request, reply) => {
      const { clientId, vidyardId } = request.params;
      const actor = actorOf(request);
      const { user } = await authorizePageEditor(actor, app.db, "update", clientId);
      await deleteMedicalVideo({ db: app.db, storage, host, log: request.log }, actor, user, { clientId, vidyardId });
      return reply.status(204).send(null);
    },
  );
};
