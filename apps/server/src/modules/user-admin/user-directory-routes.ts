/**
 * The user look-ups of spec §7 "Users": all users, users by role, carrier staff (slfs), whether an e-mail is taken,
 * and a user's clients (paged). Staff read all of them; a broker or ben admin reads only their own clients.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { asSubject } from "@onboard/domain/permissions/app-ability";
import { STAFF_OPERATIONS } from "@onboard/domain/permissions/operations";
import { isStaffRole, STAFF_ROLES } from "@onboard/domain/users/roles";
import {
  checkExistingParamsSchema,
  checkExistingSchema,
  userClientListSchema,
  userClientsQuerySchema,
  userListQuerySchema,
  userListSchema,
  userRoleParamsSchema,
} from "@onboard/domain/users/user-admin-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorize, requireUser } from "../../core/authorize";
import { presentUserListItem } from "./presenter";
import { findUser, findUserByEmail, listUsers } from "./repository";
import { userNotFound } from "./user-admin-errors";
import { listUserClients } from "./user-clients-repository";

const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error };
const tags = ["users"];
const readAllUsers = STAFF_OPERATIONS.readAllUsers;

export const userDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const page = async (roles: Parameters<typeof listUsers>[1], query: z.infer<typeof userListQuerySchema>) => {
    const found = await listUsers(app.db, roles, query);
    return {
      data: found.rows.map((row) => presentUserListItem(row.user, row.clientCount)),
      count: found.count,
      totalIsCapped: found.totalIsCapped,
      nextCursor: found.nextCursor,
    };
  };

  app.get(
    "/api/users",
    {
      schema: {
        tags,
        summary: "Every user, paged",
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, readAllUsers.action, readAllUsers.subject);
      return page(null, request.query);
    },
  );

  app.get(
    "/api/users/role/:role",
    {
      schema: {
        tags,
        summary: "The users of one role, paged",
        params: userRoleParamsSchema,
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, readAllUsers.action, readAllUsers.subject);
      return page([request.params.role], request.query);
    },
  );

  app.get(
    "/api/users/slfs",
    {
      schema: {
        tags,
        summary: "Carrier staff (SLF_OWNER and SLF_ADMIN), paged",
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) => {
      const check = STAFF_OPERATIONS.readCarrierAdmins;
      authorize(request, check.action, check.subject);
      return page(STAFF_ROLES, request.query);
    },
  );

  app.get(
    "/api/users/check-existing/:value",
    {
      schema: {
        tags,
        summary: "Whether a user (not deleted) has this e-mail",
        params: checkExistingParamsSchema,
        response: { 200: checkExistingSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, readAllUsers.action, readAllUsers.subject);
      const user = await findUserByEmail(app.db, request.params.value);
      return user ? { exists: true, user: { id: user.id, name: user.name, role: user.role } } : { exists: false };
    },
  );

  app.get(
    "/api/users/:userId/clients",
    {
      schema: {
        tags,
        summary: "A user's clients, paged (staff: any user; a broker or ben admin: their own)",
        params: z.object({ userId: z.uuid() }),
        querystring: userClientsQuerySchema,
        response: { 200: userClientListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const isStaff = isStaffRole(caller.role);
      // A broker or ben admin reaches only their own record: another id is refused whether or not it exists.
      if (isStaff) authorize(request, readAllUsers.action, readAllUsers.subject);
      else
        authorize(
          request,
          "read",
          asSubject(caller.role === "BROKER" ? "Broker" : "BenAdmin", { id: request.params.userId }),
        );
      if (!(await findUser(app.db, request.params.userId))) throw userNotFound();
      return listUserClients(app.db, request.params.userId, request.query, { includeArchived: isStaff });
    },
  );
};
