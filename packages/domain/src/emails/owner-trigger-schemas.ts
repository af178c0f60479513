/**
 * The owner-only triggers of onboarding spec §6 (POST /api/admin/...): what each answers, and the phase-change
 * status flag. Only SLF_OWNER may call them (OWNER_ONLY_TRIGGERS).
 */
import { z } from "zod";
import type { OwnerOnlyTrigger } from "../permissions/operations";

/** Policies taking effect within this many days get the actively-at-work reminder (ours: the spec gives none). */
export const ACTIVELY_AT_WORK_REMINDER_DAYS = 30;
/** At most this many e-mails per trigger run; a second run continues (the idempotency keys skip what was sent). */
export const TRIGGER_EMAIL_LIMIT = 500;
/** The feature-toggle row that holds the phase-change status flag. */
export const PHASE_CHANGE_FLAG_TOGGLE = "PHASE_CHANGE_EMAILS";

/** POST /api/admin/<path> of each trigger (the phase-change status flag is GET and PUT on its own path). */
export const OWNER_TRIGGER_PATHS = {
  postOnboardingSurvey: "post-onboarding-survey",
  phaseChangeEmails: "phase-change-emails",
  riskAcceptanceEmails: "risk-acceptance-emails",
  upcomingDatesEmails: "upcoming-dates-emails",
  activelyAtWorkReminders: "actively-at-work-reminders",
  dentalEmails: "dental-emails",
  resendRejectedEmails: "resend-rejected-emails",
  purgeQaData: "purge-qa-data",
  generateActivityEmails: "activity-emails",
  createCarrierRecords: "carrier-records",
} as const satisfies Partial<Record<OwnerOnlyTrigger, string>>;
export type OwnerTriggerName = keyof typeof OWNER_TRIGGER_PATHS;
export const PHASE_CHANGE_FLAG_PATH = "/api/admin/phase-change-status-flag";

/** What every trigger answers: how many records it acted on, and the e-mails it stored (new ones only). */
export const triggerSummarySchema = z.object({
  count: z.number().int(),
  emailIds: z.array(z.string()).optional(),
  /** True when the e-mail limit stopped the run early: run it again for the rest. */
  hasMore: z.boolean().optional(),
  /** Per kind of record, e.g. { clients: 2, emails: 5 } for the purge, { tasks: 8, policyTasks: 3 } for carrier records. */
  details: z.record(z.string(), z.number().int()).optional(),
});
export type TriggerSummary = z.infer<typeof triggerSummarySchema>;

export const phaseChangeFlagSchema = z.object({ enabled: z.boolean() });
export type PhaseChangeFlag = z.infer<typeof phaseChangeFlagSchema>;
