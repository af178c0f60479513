/**
 * Explorer administration (benefits-explorer spec §7 "Explorer pages", plus renew): a client's sites, read by the
 * client's readers (carrier staff, and BROKER / BEN_ADMIN on their own clients) and written by carrier staff only;
 * by-owner and transfer (owner-routes.ts) are staff calls. Every change drops the page from the public answer cache.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  clientExplorerPageParamsSchema,
  clientExplorerPagesParamsSchema,
  documentsByBenefitTypesQuerySchema,
  documentsByBenefitTypesResponseSchema,
  explorerAssociationParamsSchema,
  explorerPageDetailSchema,
  explorerPageListQuerySchema,
  explorerPageListSchema,
  explorerPagesByAssociationSchema,
  renewExplorerPageBodySchema,
  renewExplorerPageResponseSchema,
} from "@onboard/domain/explorer/explorer-admin-api";
import { explorerSiteWithPlansSchema } from "@onboard/domain/explorer/explorer-site-with-plans-schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors/app-error";
import { actorOf } from "../../http/actor-of";
import { expectedVersion, setVersionTag } from "../../http/if-match";
import { createExplorerPage } from "./create-explorer-page";
import { deleteExplorerPage } from "./delete-explorer-page";
import { listDocumentsByBenefitTypes } from "./list-documents-by-benefit-types";
import { registerOwnerRoutes } from "./owner-routes";
import { authorizePageEditor, authorizePageReader } from "./page-access";
import { detailOf, listItemsOf } from "./page-views";
import { renewExplorerPage } from "./renew-explorer-page";
import { findClientPage, listClientPages, listPagesByAssociation } from "./repository";
import { updateExplorerPage } from "./update-explorer-page";

const tags = ["explorer-admin"];
const error = apiErrorBodySchema;
const ERRORS = { 400: error, 401: error, 403: error, 404: error };
const PAGES = "/api/clients/:clientId/explorer-pages";

export const explorerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const dropFromCache = (...pageIds: string[]) => {
    for (const id of pageIds) app.explorerPageCache.invalidatePage(id);
  };

  app.get(
    PAGES,
    {
      schema: {
        tags,
        summary: "A client's explorer sites, paged (sort by createdAt, name, updatedAt or startsAt)",
        params: clientExplorerPagesParamsSchema,
        querystring: explorerPageListQuerySchema,
        response: { 200: explorerPageListSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { client } = await authorizePageReader(actorOf(request), app.db, request.params.clientId);
      const { rows, count } = await listClientPages(app.db, client.id, request.query);
      return { data: await listItemsOf(app.db, rows, new Date()), count };
    },
  );

  app.get(
    `${PAGES}/association/:associationId`,
    {
      schema: {
        tags,
        summary: "The client's sites sharing one association (a site and its renewals), newest first",
        params: explorerAssociationParamsSchema,
        response: { 200: explorerPagesByAssociationSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { client } = await authorizePageReader(actorOf(request), app.db, request.params.clientId);
      const rows = await listPagesByAssociation(app.db, client.id, request.params.associationId);
      return listItemsOf(app.db, rows, new Date());
    },
  );

  app.get(
    `${PAGES}/documents/benefittypes/:associationId`,
    {
      schema: {
        tags,
        summary: "Plan summary documents of an association's sites for benefitTypes[] (de-duplicated by key)",
        params: explorerAssociationParamsSchema,
        querystring: documentsByBenefitTypesQuerySchema,
        response: { 200: documentsByBenefitTypesResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { client } = await authorizePageReader(actorOf(request), app.db, request.params.clientId);
      return listDocumentsByBenefitTypes(app.db, {
        clientId: client.id,
        associationId: request.params.associationId,
        benefitTypes: request.query.benefitTypes,
      });
    },
  );

  app.get(
    `${PAGES}/:explorerPageId`,
    {
      schema: {
        tags,
        summary: "One site with its plans, policies and version (ETag)",
        params: clientExplorerPageParamsSchema,
        response: { 200: explorerPageDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { client } = await authorizePageReader(actorOf(request), app.db, request.params.clientId);
      const page = await findClientPage(app.db, client.id, request.params.explorerPageId);
      if (!page) throw notFound();
      setVersionTag(reply, page.version);
      return detailOf(app.db, page, new Date());
    },
  );

  app.post(
    PAGES,
    {
      schema: {
        tags,
        summary: "Staff: create a site with its plans",
        params: clientExplorerPagesParamsSchema,
        body: explorerSiteWithPlansSchema,
        response: { 201: explorerPageDetailSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { client } = await authorizePageEditor(actor, app.db, "create", request.params.clientId);
      const created = await createExplorerPage(app.db, actor, { client, body: request.body }, new Date());
      dropFromCache(created.id);
      setVersionTag(reply, created.version);
      return reply.status(201).send(created);
    },
  );

  app.put(
    `${PAGES}/:explorerPageId`,
    {
      schema: {
        tags,
        summary: "Staff: update a site and its plans (If-Match: its version; 428 without, 412 when stale)",
        params: clientExplorerPageParamsSchema,
        body: explorerSiteWithPlansSchema,
        response: { 200: explorerPageDetailSchema, ...ERRORS, 412: error, 428: error },
      },
    },
    async (request, reply) => {
      const { clientId, explorerPageId } = request.params;
      const actor = actorOf(request);
      const { client } = await authorizePageEditor(actor, app.db, "update", clientId);
      const version = expectedVersion(request.headers["if-match"], undefined);
      const updated = await updateExplorerPage(
        app.db,
        actor,
        { client, pageId: explorerPageId, body: request.body, expectedVersion: version },
        new Date(),
      );
      dropFromCache(updated.id);
      setVersionTag(reply, updated.version);
      return updated;
    },
  );

  app.delete(
    `${PAGES}/:explorerPageId`,
    {
      schema: {
        tags,
        summary: "Staff: delete a site (soft delete; the public page then answers 404)",
        params: clientExplorerPageParamsSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, explorerPageId } = request.params;
      const actor = actorOf(request);
      await authorizePageEditor(actor, app.db, "delete", clientId);
      const changed = await deleteExplorerPage(app.db, actor, { clientId, pageId: explorerPageId }, new Date());
      dropFromCache(...changed);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${PAGES}/:explorerPageId/renew`,
    {
      schema: {
        tags,
        summary: "Staff: renew a site for the next plan year (409 when already renewed)",
        params: clientExplorerPageParamsSchema,
        body: renewExplorerPageBodySchema.nullable(),
        response: { 201: renewExplorerPageResponseSchema, ...ERRORS, 409: error },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { client } = await authorizePageEditor(actor, app.db, "create", request.params.clientId);
      const renewed = await renewExplorerPage(
        app.db,
        actor,
        { client, pageId: request.params.explorerPageId },
        new Date(),
      );
      dropFromCache(renewed.previousExplorerPageId, renewed.explorerPage.id);
      setVersionTag(reply, renewed.explorerPage.version);
      return reply.status(201).send(renewed);
    },
  );

  registerOwnerRoutes(app, dropFromCache);
};
