/** Staff calls across clients: the pages one user owns, and moving all of them to another internal user. */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  explorerPagesByOwnerSchema,
  pageOwnerParamsSchema,
  transferExplorerPagesResponseSchema,
  transferOwnerParamsSchema,
} from "@onboard/domain/explorer/explorer-admin-api";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authorize } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { listItemsOf } from "./page-views";
import { listPagesByOwner } from "./repository";
import { transferExplorerPages } from "./transfer-explorer-pages";

const tags = ["explorer-admin"];
const error = apiErrorBodySchema;
const ERRORS = { 400: error, 401: error, 403: error, 404: error };

export function registerOwnerRoutes(app: FastifyInstance, dropFromCache: (...pageIds: string[]) => void): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    "/api/explorer-pages/by-owner/:pageOwnerId",
    {
      schema: {
        tags,
        summary: "Staff: every site one user owns, across clients",
        params: pageOwnerParamsSchema,
        response: { 200: explorerPagesByOwnerSchema, ...ERRORS },
      },
    },
    async (request) => {
      authorize(request, "read", "ExplorerPage");
      const pages = await listPagesByOwner(app.db, request.params.pageOwnerId);
      const items = await listItemsOf(app.db, pages, new Date());
      return items.map((item, index) => ({ ...item, clientName: pages[index]?.clientName ?? "" }));
    },
  );

  typed.put(
    "/api/explorer-pages/transfer/:currentPageOwnerId/:newPageOwnerId",
    {
      schema: {
        tags,
        summary: "Staff: move every site of one owner to another internal user, in one transaction",
        params: transferOwnerParamsSchema,
        response: { 200: transferExplorerPagesResponseSchema, ...ERRORS },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      authorize(actor, "update", "ExplorerPage");
      const { transferred, pageIds } = await transferExplorerPages(app.db, actor, request.params, new Date());
      dropFromCache(...pageIds);
      return { transferred };
    },
  );
}
