/**
 * The client hub's tasks, calls, welcome flow and feedback (spec §2 "Client hub", §4). Looking needs read on the
 * client, acting read and update (hub-access.ts); the task status rules are the domain's allowedTaskTransitions.
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  taskDetailSchema,
  taskItemSchema,
  taskOverviewSchema,
  taskParamsSchema,
  taskQuerySchema,
  updateTaskStatusBodySchema,
} from "@onboard/domain/tasks/task-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor-of";
import { registerCallRoutes } from "./call-routes";
import { getTask } from "./get-task";
import { authorizeHub } from "./hub-access";
import { registerHubRoutes } from "./hub-routes";
import { listTasks } from "./list-tasks";
import { updateTaskStatus } from "./update-task-status";

const tags = ["tasks"];
const error = apiErrorBodySchema;
export const HUB_ERRORS = { 400: error, 401: error, 403: error, 404: error };

export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/clients/:clientId/tasks",
    {
      schema: {
        tags,
        summary: "The task overview: client tasks, then each policy's tasks, in display order",
        params: clientIdParamsSchema,
        response: { 200: taskOverviewSchema, ...HUB_ERRORS },
      },
    },
    async (request) => {
      await authorizeHub(request, app.db, request.params.clientId, "read");
      return listTasks(app.db, request.params.clientId);
    },
  );

  app.get(
    "/api/clients/:clientId/tasks/:taskId",
    {
      schema: {
        tags,
        summary: "One task (policyId for a policy task) and the statuses the caller may move it to",
        params: taskParamsSchema,
        querystring: taskQuerySchema,
        response: { 200: taskDetailSchema, ...HUB_ERRORS },
      },
    },
    async (request) => {
      const { clientId, taskId } = request.params;
      const { user } = await authorizeHub(request, app.db, clientId, "read");
      return getTask(app.db, user, { clientId, taskId, policyId: request.query.policyId });
    },
  );

  app.put(
    "/api/clients/:clientId/tasks/:taskId/status",
    {
      schema: {
        tags,
        summary: "Move a task to another status (409 when the transition rules refuse it)",
        params: taskParamsSchema,
        body: updateTaskStatusBodySchema,
        response: { 200: taskItemSchema, ...HUB_ERRORS, 409: error },
      },
    },
    async (request) => {
      const { clientId, taskId } = request.params;
      const actor = actorOf(request);
      const { user } = await authorizeHub(actor, app.db, clientId, "act");
      const { status, policyId } = request.body;
      return updateTaskStatus(app.db, actor, user, { clientId, taskId, policyId, status }, new Date());
    },
  );

  registerCallRoutes(app);
  registerHubRoutes(app);
};
