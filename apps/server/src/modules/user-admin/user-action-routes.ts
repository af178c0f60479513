/**
 * Staff actions on any user (spec §7 "Users"): move onboarding-form recipients to a new e-mail, copy a fresh
 * activation link, and bulk-update e-mails with activation e-mails. Each checks its staff operation, then `update`
 * on each target's own record (an internal user's is SLF_OWNER's alone).
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { STAFF_OPERATIONS } from "@onboard/domain/permissions/operations";
import {
  activationLinkSchema,
  bulkEmailUpdateBodySchema,
  bulkEmailUpdateResultSchema,
  onboardingFormEmailBodySchema,
  onboardingFormEmailResultSchema,
} from "@onboard/domain/users/user-admin-schemas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authorize } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { requestOrigin } from "../../http/request-origin";
import { languageQuerySchema, userRecordSubject } from "../account-tokens/index";
import { copyActivationLink } from "./copy-activation-link";
import { findUser } from "./repository";
import { updateEmailsAndSendActivation } from "./update-emails-and-send-activation";
import { updateOnboardingFormEmail } from "./update-onboarding-form-email";
import { mailDeps, type UserAdminOptions } from "./user-admin-deps";
import { userNotFound } from "./user-admin-errors";

const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error, 404: error, 409: error };
const tags = ["users"];
const userIdParams = z.object({ userId: z.uuid() });

export const userActionRoutes: FastifyPluginAsyncZod<UserAdminOptions> = async (app, options) => {
  const loadUser = async (userId: string) => {
    const user = await findUser(app.db, userId);
    if (!user) throw userNotFound();
    return user;
  };

  app.put(
    "/api/users/:userId/onboarding-form-email",
    {
      schema: {
        tags,
        summary: "Move the user's pending onboarding-form signing recipients from oldEmail to email",
        params: userIdParams,
        body: onboardingFormEmailBodySchema,
        response: { 200: onboardingFormEmailResultSchema, ...errors },
      },
    },
    async (request) => {
      const check = STAFF_OPERATIONS.readAllUsers;
      authorize(request, check.action, check.subject);
      const user = await loadUser(request.params.userId);
      authorize(request, "update", userRecordSubject(user));
      const deps = { db: app.db, provider: options.esignProvider };
      return updateOnboardingFormEmail(deps, user, request.body, actorOf(request), new Date());
    },
  );

  app.post(
    "/api/users/:userId/activation-link",
    {
      schema: {
        tags,
        summary: "A fresh activation link to copy, for a user who has not activated (older links stop working)",
        params: userIdParams,
        querystring: languageQuerySchema,
        response: { 200: activationLinkSchema, ...errors },
      },
    },
    async (request) => {
      const check = STAFF_OPERATIONS.copyActivationLink;
      authorize(request, check.action, check.subject);
      const user = await loadUser(request.params.userId);
      authorize(request, "update", userRecordSubject(user));
      const context = { actor: actorOf(request), language: request.query.language };
      return copyActivationLink(mailDeps(app, options, requestOrigin(request)), user, context, new Date());
    },
  );

  app.post(
    "/api/users/update-email-and-send-activation-email",
    {
      schema: {
        tags,
        summary: "Set each user's e-mail (one transaction), then e-mail the not-yet-activated ones an activation link",
        querystring: languageQuerySchema,
        body: bulkEmailUpdateBodySchema,
        response: { 200: bulkEmailUpdateResultSchema, ...errors },
      },
    },
    async (request) => {
      const check = STAFF_OPERATIONS.bulkUpdateEmailAndSendActivation;
      authorize(request, check.action, check.subject);
      for (const row of request.body.users) authorize(request, "update", userRecordSubject(await loadUser(row.userId)));
      const context = { actor: actorOf(request), language: request.query.language };
      return updateEmailsAndSendActivation(
        mailDeps(app, options, requestOrigin(request)),
        request.body,
        context,
        new Date(),
      );
    },
  );
};
