/**
 * The calls on one administered list, under /api/users/{internal|broker|ben-admin} (spec §7 "Users"): list, create,
 * read, edit, delete, activation e-mail; for brokers and ben admins also assign and unassign a client, and for ben
 * admins change to broker. Internal users are managed by SLF_OWNER alone; brokers and ben admins by carrier staff; a
 * broker reads and edits their own record (not clientIds, role or id), a ben admin reads theirs.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { STAFF_OPERATIONS } from "@onboard/domain/permissions/operations";
import {
  createdUserSchema,
  createUserBodySchema,
  emailIdsSchema,
  USER_KIND_ROLES,
  type UserKind,
  updatedUserSchema,
  updateUserBodySchema,
  userDetailSchema,
  userListQuerySchema,
  userListSchema,
} from "@onboard/domain/users/user-admin-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorize, authorizeFields } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { requestOrigin } from "../../http/request-origin";
import { sentBodyFields } from "../../http/sent-body-fields";
import { languageQuerySchema, noContentSchema } from "../account-tokens/index";
import { changeToBroker } from "./change-to-broker";
import { createUser } from "./create-user";
import { deleteUser } from "./delete-user";
import { presentUserDetail, presentUserListItem } from "./presenter";
import { clientIdsOf, listUsers } from "./repository";
import { sendUserActivationEmail } from "./send-user-activation-email";
import { setClientLink } from "./set-client-link";
import { updateUser } from "./update-user";
import { mailDeps, type UserAdminOptions } from "./user-admin-deps";
import { findUserOfKind, kindSubject, kindSubjectType } from "./user-kind";

const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error };
const userIdParams = z.object({ userId: z.uuid() });
const linkParams = z.object({ userId: z.uuid(), clientId: z.uuid() });

export const managedUserRoutes: FastifyPluginAsyncZod<UserAdminOptions & { kind: UserKind }> = async (app, options) => {
  const { kind } = options;
  const base = `/api/users/${kind}`;
  const tags = ["users"];
  const subjectType = kindSubjectType(kind);
  const staffGate = kind === "internal" ? STAFF_OPERATIONS.readCarrierAdmins : STAFF_OPERATIONS.readAllUsers;

  app.get(
    base,
    {
      schema: {
        tags,
        summary: `List ${kind} users`,
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, staffGate.action, staffGate.subject);
      const page = await listUsers(app.db, USER_KIND_ROLES[kind], request.query);
      return {
        data: page.rows.map((row) => presentUserListItem(row.user, row.clientCount)),
        count: page.count,
        totalIsCapped: page.totalIsCapped,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        summary: `Create a ${kind} user; sendWelcomeEmail e-mails the activation link`,
        querystring: languageQuerySchema,
        body: createUserBodySchema,
        response: { 201: createdUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      authorize(request, "create", subjectType);
      const deps = mailDeps(app, options, requestOrigin(request));
      const context = { actor: actorOf(request), language: request.query.language };
      const created = await createUser(deps, kind, request.body, context, new Date());
      return reply
        .status(201)
        .send({ ...presentUserDetail(created.user, created.clientIds), emailIds: created.emailIds });
    },
  );

  if (kind !== "internal") {
    app.get(
      `${base}/:userId`,
      {
        schema: {
          tags,
          summary: `One ${kind} user`,
          params: userIdParams,
          response: { 200: userDetailSchema, ...errors },
        },
      },
      async (request) => {
        authorize(request, "read", kindSubject(kind, request.params.userId));
        const user = await findUserOfKind(app.db, kind, request.params.userId);
        return presentUserDetail(user, await clientIdsOf(app.db, user.id));
      },
    );
  }

  app.put(
    `${base}/:userId`,
    {
      schema: {
        tags,
        summary: `Edit a ${kind} user; an e-mail change moves their pending signing recipients too`,
        params: userIdParams,
        body: updateUserBodySchema,
        response: { 200: updatedUserSchema, ...errors },
      },
    },
    async (request) => {
      authorizeFields(request, "update", kindSubject(kind, request.params.userId), sentBodyFields(request));
      const result = await updateUser(app.db, kind, request.params.userId, request.body, actorOf(request), new Date());
      return { ...presentUserDetail(result.user, result.clientIds), oldEmail: result.oldEmail };
    },
  );

  app.delete(
    `${base}/:userId`,
    {
      schema: {
        tags,
        summary: `Delete a ${kind} user`,
        params: userIdParams,
        response: { 204: noContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      authorize(request, "delete", kindSubject(kind, request.params.userId));
      await deleteUser(app.db, kind, request.params.userId, actorOf(request), new Date());
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${base}/:userId/activation-email`,
    {
      schema: {
        tags,
        summary: `E-mail a new activation link to a ${kind} user who has not activated`,
        params: userIdParams,
        querystring: languageQuerySchema,
        response: { 200: emailIdsSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, STAFF_OPERATIONS.readAllUsers.action, STAFF_OPERATIONS.readAllUsers.subject);
      authorize(request, "update", kindSubject(kind, request.params.userId));
      const user = await findUserOfKind(app.db, kind, request.params.userId);
      const context = { actor: actorOf(request), language: request.query.language };
      return sendUserActivationEmail(mailDeps(app, options, requestOrigin(request)), kind, user, context, new Date());
    },
  );

  if (kind === "internal") return;
  const linkKind = kind;
  const operations =
    kind === "broker"
      ? { assign: STAFF_OPERATIONS.assignBroker, unassign: STAFF_OPERATIONS.unassignBroker }
      : { assign: STAFF_OPERATIONS.assignBenAdmin, unassign: STAFF_OPERATIONS.unassignBenAdmin };
  for (const verb of ["assign", "unassign"] as const) {
    app.put(
      `${base}/:userId/${verb}/:clientId`,
      {
        schema: {
          tags,
          summary: `${verb === "assign" ? "Link" : "Unlink"} a ${kind} user and a client`,
          params: linkParams,
          response: { 204: noContentSchema, ...errors },
        },
      },
      async (request, reply) => {
        authorize(request, operations[verb].action, operations[verb].subject);
        authorize(request, "update", kindSubject(linkKind, request.params.userId));
        const input = { kind: linkKind, ...request.params, isLinked: verb === "assign" };
        await setClientLink(app.db, input, actorOf(request));
        return reply.status(204).send(null);
      },
    );
  }

  if (kind !== "ben-admin") return;
  app.post(
    `${base}/:userId/change-to-broker`,
    {
      schema: {
        tags,
        summary: "Make a ben admin a broker; they keep their clients",
        params: userIdParams,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, "update", kindSubject("ben-admin", request.params.userId));
      authorize(request, "create", "Broker");
      const { user, clientIds } = await changeToBroker(app.db, request.params.userId, actorOf(request), new Date());
      return presentUserDetail(user, clientIds);
    },
  );
};
