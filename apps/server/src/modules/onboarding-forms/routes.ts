/**
 * The onboarding-forms calls (spec §7 "Onboarding forms", issue 15) under /api/clients/{clientId}/onboarding-forms:
 * reads and the embedded signing view here, the sender's changes in manage-routes.ts. Every call asks the CASL
 * `OnboardingForm` subject of the client (form-access.ts); the provider is the configured e-sign provider.
 */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import {
  clientFormParamsSchema,
  clientFormsParamsSchema,
  createOnboardingFormBodySchema,
  embeddedViewActionBodySchema,
  embeddedViewSchema,
  formActionParamsSchema,
  formDocumentParamsSchema,
  formLockStatusSchema,
  formRecipientParamsSchema,
  formSignerCandidateSchema,
  onboardingFormListSchema,
  onboardingFormSchema,
  readyToSignRecipientListSchema,
  templateParamsSchema,
} from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { formTemplateSchema } from "@onboard/domain/onboarding-forms/template-schema";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../core/authorize";
import { actorOf } from "../../http/actor-of";
import { attachmentDisposition } from "../../http/content-disposition";
import type { ESignProvider } from "../../integrations/e-sign/provider";
import { createForm } from "./create-form";
import { authorizeClientForms } from "./form-access";
import type { FormDeps } from "./form-deps";
import { BASE, FORM_ERRORS, FORM_TAGS } from "./form-route-schema";
import { registerManageRoutes } from "./manage-routes";
import {
  downloadForm,
  type FormFile,
  formTemplate,
  listForms,
  lockStatus,
  readyToSignRecipients,
  signerCandidates,
} from "./read-forms";
import { closeSigningView, openSigningView, type SigningSession } from "./signing-view";

const error = apiErrorBodySchema;

function signingSession(request: FastifyRequest): SigningSession {
  const user = requireUser(actorOf(request));
  return {
    sessionId: request.authSession?.id ?? `user:${user.id}`,
    userAgent: request.headers["user-agent"] ?? "",
  };
}

function sendPdf(reply: FastifyReply, file: FormFile) {
  return reply
    .header("content-type", "application/pdf")
    .header("content-disposition", attachmentDisposition(file.fileName))
    .header("cache-control", "private, no-store")
    .send(Buffer.from(file.bytes));
}

export const onboardingFormRoutes: FastifyPluginAsyncZod<{ provider: ESignProvider; publicOrigin: string }> = async (
  app,
  options,
) => {
  const deps: FormDeps = { db: app.db, provider: options.provider };
  const tags = FORM_TAGS;
  const pdf = z.any().describe("application/pdf");

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: "The client's onboarding forms, newest first, with each recipient's status and the user's action",
        params: clientFormsParamsSchema,
        response: { 200: onboardingFormListSchema, ...FORM_ERRORS },
      },
    },
    (request) => listForms(deps, actorOf(request), request.params.clientId),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: "Send a form from a template: each role signed by a ben admin or broker of the client, in order",
        params: clientFormsParamsSchema,
        body: createOnboardingFormBodySchema,
        response: { 201: onboardingFormSchema, ...FORM_ERRORS, 409: error },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const access = await authorizeClientForms(actor, app.db, "create", request.params.clientId);
      const form = await createForm(deps, actor, access, request.body, new Date());
      return reply.status(201).send(form);
    },
  );

  app.get(
    `${BASE}/ready-to-sign-recipients`,
    {
      schema: {
        tags,
        summary: "The recipients whose turn it is to sign, on the client's open forms",
        params: clientFormsParamsSchema,
        response: { 200: readyToSignRecipientListSchema, ...FORM_ERRORS },
      },
    },
    (request) => readyToSignRecipients(deps, actorOf(request), request.params.clientId),
  );

  app.get(
    `${BASE}/signer-candidates`,
    {
      schema: {
        tags,
        summary: "The client's ben admins and brokers, who may sign its forms",
        params: clientFormsParamsSchema,
        response: { 200: z.array(formSignerCandidateSchema), ...FORM_ERRORS },
      },
    },
    (request) => signerCandidates(deps, actorOf(request), request.params.clientId),
  );

  app.get(
    `${BASE}/template/:templateId`,
    {
      schema: {
        tags,
        summary: "A form template: its roles in routing order and its pages of headings, paragraphs and fields",
        params: templateParamsSchema,
        response: { 200: formTemplateSchema, ...FORM_ERRORS },
      },
    },
    (request) => formTemplate(deps, actorOf(request), request.params.clientId, request.params.templateId),
  );

  app.post(
    `${BASE}/:formId/embedded-view/:recipientId`,
    {
      schema: {
        tags,
        summary: "Open the signing view for the caller's own recipient (takes the form's signing lock)",
        params: formRecipientParamsSchema,
        response: { 200: embeddedViewSchema, ...FORM_ERRORS, 409: error },
      },
    },
    (request) => {
      const { clientId, formId, recipientId } = request.params;
      const actor = actorOf(request);
      return openSigningView(deps, actor, signingSession(request), { clientId, formId, recipientId }, new Date());
    },
  );

  app.put(
    `${BASE}/:formId/embedded-view-action/:action`,
    {
      schema: {
        tags,
        summary: "Close the signing view: signed (values and signature), declined (a reason) or later",
        params: formActionParamsSchema,
        body: embeddedViewActionBodySchema,
        response: { 200: onboardingFormSchema, ...FORM_ERRORS, 409: error },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const access = await authorizeClientForms(actor, app.db, "update", request.params.clientId);
      const session = signingSession(request);
      return closeSigningView(deps, actor, access, session, request.params, request.body, new Date());
    },
  );

  app.get(
    `${BASE}/:formId/lockStatus`,
    {
      schema: {
        tags,
        summary: "Who holds the form's signing lock (one signer at a time)",
        params: clientFormParamsSchema,
        response: { 200: formLockStatusSchema, ...FORM_ERRORS },
      },
    },
    (request) => lockStatus(deps, actorOf(request), request.params, request.authSession?.id ?? null, new Date()),
  );

  app.get(
    `${BASE}/:formId/download`,
    {
      schema: {
        tags,
        summary: "Download the signed form: the sealed PDF with its signing certificate page",
        params: clientFormParamsSchema,
        response: { 200: pdf, ...FORM_ERRORS, 409: error },
      },
    },
    async (request, reply) => sendPdf(reply, await downloadForm(deps, actorOf(request), request.params, "combined")),
  );

  app.get(
    `${BASE}/:formId/download/:docId`,
    {
      schema: {
        tags,
        summary: "Download one document of the form: combined (the sealed PDF) or sent (the form as it was sent)",
        params: formDocumentParamsSchema,
        response: { 200: pdf, ...FORM_ERRORS, 409: error },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await downloadForm(deps, actorOf(request), request.params, request.params.docId)),
  );

  registerManageRoutes(app, deps, options.publicOrigin);
};
