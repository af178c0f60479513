/**
 * The changes to a sent form (spec §7, issue 15): void (DELETE), reassign a recipient (staff; the web call times out
 * at 60 s, not retried), add a recipient, the reminder schedule and expiry (staff), a reminder now (staff), and a
 * sync with the envelope. Each answers the form as it is after the call, waiting for the webhook to report it.
 */

import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  addRecipientBodySchema,
  clientFormParamsSchema,
  formNotificationBodySchema,
  onboardingFormSchema,
  reassignRecipientBodySchema,
  voidFormBodySchema,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { actorOf } from "../../http/actor-of";
import type { ZodApp } from "../../http/zod-app";
import { authorizeClientForms, authorizeFormReassignment, authorizeFormSender } from "./form-access";
import type { FormDeps } from "./form-deps";
import { BASE, FORM_ERRORS, FORM_TAGS } from "./form-route-schema";
import { addFormRecipient, reassignFormRecipient, setFormNotification, syncForm, voidForm } from "./manage-form";
import { sendFormReminders } from "./send-reminder";

const error = apiErrorBodySchema;
const answers = { 200: onboardingFormSchema, ...FORM_ERRORS, 409: error };

export function registerManageRoutes(app: ZodApp, deps: FormDeps, publicOrigin: string): void {
  const tags = FORM_TAGS;

  app.delete(
    `${BASE}/:formId`,
    {
      schema: {
        tags,
        summary: "Void the form's envelope, with the reason (carrier staff)",
        params: clientFormParamsSchema,
        body: voidFormBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeFormSender(actor, app.db, request.params.clientId);
      return voidForm(deps, actor, access, request.params, request.body, new Date());
    },
  );

  app.put(
    `${BASE}/:formId/reassign-recipient`,
    {
      schema: {
        tags,
        summary: "Hand a pending recipient's place to another ben admin or broker of the client (carrier staff)",
        params: clientFormParamsSchema,
        body: reassignRecipientBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeFormReassignment(actor, app.db, request.params.clientId);
      return reassignFormRecipient(deps, actor, access, request.params, request.body, new Date());
    },
  );

  app.post(
    `${BASE}/:formId/recipient`,
    {
      schema: {
        tags,
        summary: "Add a recipient for a role the form has none for (an optional one)",
        params: clientFormParamsSchema,
        body: addRecipientBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeClientForms(actor, app.db, "update", request.params.clientId);
      return addFormRecipient(deps, actor, access, request.params, request.body, new Date());
    },
  );

  app.patch(
    `${BASE}/:formId/notification`,
    {
      schema: {
        tags,
        summary: "Set the reminder schedule (every 1 to 30 days) and the expiry day of an open form (carrier staff)",
        params: clientFormParamsSchema,
        body: formNotificationBodySchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeFormSender(actor, app.db, request.params.clientId);
      return setFormNotification(deps, actor, access, request.params, request.body, new Date());
    },
  );

  app.post(
    `${BASE}/:formId/reminders`,
    {
      schema: {
        tags,
        summary: "E-mail a reminder now to every signer whose turn it is (carrier staff)",
        params: clientFormParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeFormSender(actor, app.db, request.params.clientId);
      const reminderDeps = { ...deps, mailer: app.mailer, publicOrigin };
      return sendFormReminders(reminderDeps, actor, access, request.params, new Date());
    },
  );

  app.post(
    `${BASE}/:formId/sync-envelope`,
    {
      schema: {
        tags,
        summary: "Bring the form up to date with its envelope now (when a webhook is late or lost)",
        params: clientFormParamsSchema,
        response: answers,
      },
    },
    (request) => syncForm(deps, actorOf(request), request.params, new Date()),
  );
}
