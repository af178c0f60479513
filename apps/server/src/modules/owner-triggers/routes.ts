/**
 * The SLF_OWNER-only triggers of spec §6, one route each under /api/admin (OWNER_ONLY_TRIGGERS: anyone else 403).
 * Each does its work at once (bounded: TRIGGER_EMAIL_LIMIT e-mails per run, whose delivery is queued as jobs),
 * writes an audit entry and answers a summary.
 */
import {
  OWNER_TRIGGER_PATHS,
  type OwnerTriggerName,
  PHASE_CHANGE_FLAG_PATH,
  phaseChangeFlagSchema,
  type TriggerSummary,
  triggerSummarySchema,
} from "@onboard/domain/emails/owner-trigger-schemas";
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { OWNER_ONLY_TRIGGERS } from "@onboard/domain/permissions/operations";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditActor } from "../../core/actor";
import { authorize } from "../../core/authorize";
import { createCarrierRecords } from "./create-carrier-records";
import { readPhaseChangeFlag, updatePhaseChangeFlag } from "./phase-change-flag";
import { purgeQaData } from "./purge-qa-data";
import { resendRejectedEmails } from "./resend-rejected-emails";
import { sendActivelyAtWorkReminders } from "./send-actively-at-work-reminders";
import { sendActivityEmails } from "./send-activity-emails";
import { sendDentalEmails } from "./send-dental-emails";
import { sendPhaseChangeEmails } from "./send-phase-change-emails";
import { sendPostOnboardingSurvey } from "./send-post-onboarding-survey";
import { sendRiskAcceptanceEmails } from "./send-risk-acceptance-emails";
import { sendUpcomingDatesEmails } from "./send-upcoming-dates-emails";
import type { TriggerDeps } from "./trigger-deps";

const tags = ["owner triggers"];
const error = apiErrorBodySchema;
const errors = { 400: error, 401: error, 403: error };

const TRIGGERS: Record<OwnerTriggerName, [summary: string, run: (deps: TriggerDeps) => Promise<TriggerSummary>]> = {
  postOnboardingSurvey: ["E-mail the survey to users of LIVE clients", sendPostOnboardingSurvey],
  phaseChangeEmails: ["E-mail users of clients whose phase changed (flag on)", sendPhaseChangeEmails],
  riskAcceptanceEmails: ["E-mail users of clients pending risk rejection", sendRiskAcceptanceEmails],
  upcomingDatesEmails: ["E-mail users their tasks due within 5 days", sendUpcomingDatesEmails],
  activelyAtWorkReminders: ["Remind users of policies taking effect soon", sendActivelyAtWorkReminders],
  dentalEmails: ["E-mail users of clients with dental coverage", sendDentalEmails],
  resendRejectedEmails: ["Queue every FAILED e-mail again", resendRejectedEmails],
  purgeQaData: ["Delete the test clients and what hangs off them", purgeQaData],
  generateActivityEmails: ["E-mail staff the last 24 hours of the audit trail", sendActivityEmails],
  createCarrierRecords: ["Create the missing task records of clients", createCarrierRecords],
};

export const ownerTriggerRoutes: FastifyPluginAsyncZod<{ publicOrigin: string }> = async (app, { publicOrigin }) => {
  const depsFor = (request: FastifyRequest): TriggerDeps => ({
    db: app.db,
    mailer: app.mailer,
    publicOrigin,
    actor: auditActor(request),
    now: new Date(),
  });

  for (const [trigger, [summary, run]] of Object.entries(TRIGGERS) as [
    OwnerTriggerName,
    (typeof TRIGGERS)[OwnerTriggerName],
  ][]) {
    const check = OWNER_ONLY_TRIGGERS[trigger];
    app.post(
      `/api/admin/${OWNER_TRIGGER_PATHS[trigger]}`,
      { schema: { tags, summary: `Owner only: ${summary}`, response: { 200: triggerSummarySchema, ...errors } } },
      async (request) => {
        authorize(request, check.action, check.subject);
        return run(depsFor(request));
      },
    );
  }

  const flag = OWNER_ONLY_TRIGGERS.updatePhaseChangeStatusFlag;
  app.get(
    PHASE_CHANGE_FLAG_PATH,
    {
      schema: {
        tags,
        summary: "Owner only: whether phase-change e-mails are on",
        response: { 200: phaseChangeFlagSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, flag.action, flag.subject);
      return readPhaseChangeFlag(app.db);
    },
  );
  app.put(
    PHASE_CHANGE_FLAG_PATH,
    {
      schema: {
        tags,
        summary: "Owner only: turn phase-change e-mails on or off",
        body: phaseChangeFlagSchema,
        response: { 200: phaseChangeFlagSchema, ...errors },
      },
    },
    async (request) => {
      authorize(request, flag.action, flag.subject);
      return updatePhaseChangeFlag(depsFor(request), request.body);
    },
  );
};
