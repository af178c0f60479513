/**
 * Employee classes and their plans: the class builder (spec §7 "Employee classes"). Read on the client's
 * EmployeeClass to list, create, update or delete to change (a broker or ben admin their own client's; staff any).
 * Changes name the class version (If-Match or body `version`; 412 when stale, 428 without).
 */
import { clientIdParamsSchema } from "@onboard/domain/clients/client-schemas";
import {
  contributionsBodySchema,
  createEmployeeClassBodySchema,
  duplicateEmployeeClassBodySchema,
  employeeClassBodySchema,
  employeeClassListSchema,
  employeeClassParamsSchema,
  employeeClassSchema,
  setBenefitTypePlansBodySchema,
  waitingPeriodsBodySchema,
} from "@onboard/domain/eif/employee-class-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors/app-error";
import { actorOf } from "../../http/actor-of";
import { expectedVersion, setVersionTag } from "../../http/if-match";
import { authorizeEif } from "../eif/index";
import { presentClasses, presentOneClass } from "./presenter";
import { findClassRow, listClassRows } from "./repository";
import {
  createEmployeeClass,
  deleteEmployeeClass,
  duplicateEmployeeClass,
  editEmployeeClass,
} from "./save-employee-class";
import { setBenefitTypePlans, setContributions, setWaitingPeriods } from "./set-class-plans";

const tags = ["employee classes"];
const error = apiErrorBodySchema;
const ERRORS = { 400: error, 401: error, 403: error, 404: error };
const WRITE_ERRORS = { ...ERRORS, 412: error, 428: error };
const BASE = "/api/clients/:clientId/employee-classes";

export const employeeClassRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "The client's employee classes with their plans",
        params: clientIdParamsSchema,
        response: { 200: employeeClassListSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      await authorizeEif(request, app.db, clientId, "read", "EmployeeClass");
      return presentClasses(app.db, await listClassRows(app.db, clientId));
    },
  );

  app.get(
    `${BASE}/:employeeClassId`,
    {
      schema: {
        tags,
        summary: "One employee class",
        params: employeeClassParamsSchema,
        response: { 200: employeeClassSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, employeeClassId } = request.params;
      await authorizeEif(request, app.db, clientId, "read", "EmployeeClass");
      const row = await findClassRow(app.db, clientId, employeeClassId);
      if (!row) throw notFound();
      setVersionTag(reply, row.version);
      return presentOneClass(app.db, row);
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary:
          "Create an employee class (409 ALREADY_HAS_CLASSES when creating the first class of a client that has some)",
        params: clientIdParamsSchema,
        body: createEmployeeClassBodySchema,
        response: { 201: employeeClassSchema, ...ERRORS, 409: error },
      },
    },
    async (request, reply) => {
      const { clientId } = request.params;
      const actor = actorOf(request);
      await authorizeEif(actor, app.db, clientId, "create", "EmployeeClass");
      const created = await createEmployeeClass(app.db, actor, clientId, request.body);
      setVersionTag(reply, created.version);
      return reply.code(201).send(created);
    },
  );

  app.put(
    `${BASE}/:employeeClassId`,
    {
      schema: {
        tags,
        summary: "Edit a class's eligibility",
        params: employeeClassParamsSchema,
        body: employeeClassBodySchema,
        response: { 200: employeeClassSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, employeeClassId } = request.params;
      const actor = actorOf(request);
      await authorizeEif(actor, app.db, clientId, "update", "EmployeeClass");
      const body = request.body;
      const version = expectedVersion(request.headers["if-match"], body.version);
      const updated = await editEmployeeClass(
        app.db,
        actor,
        { clientId, classId: employeeClassId, body, expectedVersion: version },
        new Date(),
      );
      setVersionTag(reply, updated.version);
      return updated;
    },
  );

  app.delete(
    `${BASE}/:employeeClassId`,
    {
      schema: {
        tags,
        summary: "Delete a class (kept, marked deleted)",
        params: employeeClassParamsSchema,
        response: { 204: z.null(), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, employeeClassId } = request.params;
      const actor = actorOf(request);
      await authorizeEif(actor, app.db, clientId, "delete", "EmployeeClass");
      await deleteEmployeeClass(app.db, actor, { clientId, classId: employeeClassId }, new Date());
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:employeeClassId/duplicate`,
    {
      schema: {
        tags,
        summary: "Copy a class and its plan choices (the copy's name may be given)",
        params: employeeClassParamsSchema,
        body: duplicateEmployeeClassBodySchema,
        response: { 201: employeeClassSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { clientId, employeeClassId } = request.params;
      const actor = actorOf(request);
      await authorizeEif(actor, app.db, clientId, "create", "EmployeeClass");
      const name = request.body?.name;
      const copy = await duplicateEmployeeClass(app.db, actor, { clientId, classId: employeeClassId, name });
      setVersionTag(reply, copy.version);
      return reply.code(201).send(copy);
    },
  );

  const planRoutes = [
    [
      "set-benefit-type-plans",
      setBenefitTypePlansBodySchema,
      setBenefitTypePlans,
      "Choose which plans of one benefit type the class gets",
    ],
    [
      "waiting-periods",
      waitingPeriodsBodySchema,
      setWaitingPeriods,
      "Set the waiting period of some of the class's plans",
    ],
    ["contributions", contributionsBodySchema, setContributions, "Set the contributions of some of the class's plans"],
  ] as const;
  for (const [name, bodySchema, change, summary] of planRoutes) {
    app.post(
      `${BASE}/:employeeClassId/plans/${name}`,
      {
        schema: {
          tags,
          summary,
          params: employeeClassParamsSchema,
          body: bodySchema,
          response: { 200: employeeClassSchema, ...WRITE_ERRORS },
        },
      },
      async (request, reply) => {
        const { clientId, employeeClassId } = request.params;
        const actor = actorOf(request);
        await authorizeEif(actor, app.db, clientId, "update", "EmployeeClass");
        const body = request.body as never as { version?: number };
        const version = expectedVersion(request.headers["if-match"], body.version);
        const updated = await change(
          app.db,
          actor,
          { clientId, classId: employeeClassId, body: body as never, expectedVersion: version },
          new Date(),
        );
        setVersionTag(reply, updated.version);
        return updated;
      },
    );
  }
};
