/**
 * The onboarding-forms calls' shapes (onboarding spec §3 "Onboarding form", "Signing recipient", §7 "Onboarding
 * forms"; issue 15): what the server answers and accepts, shared by the routes and the web app. A form is one envelope
 * of the e-sign provider; its recipients sign in routing order. Signers are portal users of the client (a ben admin or
 * a broker linked to it): they sign in the portal's embedded signing view, in their own session.
 */
import { z } from "zod";
import { adoptedSignatureSchema } from "./adopted-signature";
import { ONBOARDING_FORM_MESSAGES as M } from "./onboarding-form-messages";

export const ONBOARDING_FORM_STATUSES = ["CREATED", "SENT", "DELIVERED", "COMPLETED", "DECLINED", "VOIDED"] as const;
export type OnboardingFormStatus = (typeof ONBOARDING_FORM_STATUSES)[number];

/** A recipient's status as the list shows it (spec §3: sent, delivered, signed, declined, voided). */
export const RECIPIENT_DISPLAY_STATUSES = ["waiting", "sent", "delivered", "signed", "declined", "voided"] as const;
export type RecipientDisplayStatus = (typeof RECIPIENT_DISPLAY_STATUSES)[number];

/** What the signed-in user has to do on a form: sign it now, wait for an earlier signer, or nothing. */
export const FORM_USER_ACTIONS = ["sign", "wait", "none"] as const;
export type FormUserAction = (typeof FORM_USER_ACTIONS)[number];

/** The outcome when the signing view closes (`PUT .../embedded-view-action/{x}`). */
export const EMBEDDED_VIEW_ACTIONS = ["signed", "declined", "later"] as const;
export type EmbeddedViewAction = (typeof EMBEDDED_VIEW_ACTIONS)[number];

/** The documents of a form: the sealed, completed PDF with its certificate page, and the form as it was sent. */
export const FORM_DOCUMENT_IDS = ["combined", "sent"] as const;
export type FormDocumentId = (typeof FORM_DOCUMENT_IDS)[number];

/** Reminders: every 3 days by default (issue 15), from 1 to 30. Expiry: at most 120 days ahead. */
export const DEFAULT_REMINDER_INTERVAL_DAYS = 3;
export const MAX_REMINDER_INTERVAL_DAYS = 30;
export const MAX_EXPIRY_DAYS = 120;

export const signingRecipientSchema = z.object({
  recipientId: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  /** The template role this recipient fills and signs (e.g. "authorized-signer", "broker"). */
  roleId: z.string().nullable(),
  routingOrder: z.number().int(),
  status: z.enum(RECIPIENT_DISPLAY_STATUSES),
  deliveredAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  lastEditAt: z.string().nullable(),
  lastActionAt: z.string().nullable(),
  /** True when it is this recipient's turn (an open form, their routing order next, not yet signed). */
  isTurn: z.boolean(),
});
export type SigningRecipient = z.infer<typeof signingRecipientSchema>;

export const onboardingFormSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  policyId: z.uuid().nullable(),
  name: z.string(),
  templateId: z.string().nullable(),
  status: z.enum(ONBOARDING_FORM_STATUSES),
  /** True between an action and the e-sign webhook that reports it: the list refreshes every 6 s meanwhile. */
  waitingForWebhook: z.boolean(),
  sentAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** Set when the form was voided because it expired. */
  expired: z.boolean(),
  expiresAt: z.string().nullable(),
  /** The calendar day (carrier's time zone, YYYY-MM-DD) at whose end the form expires. */
  expiresOn: z.string().nullable(),
  reminderIntervalDays: z.number().int(),
  /** The latest action of any recipient (or the form's creation). */
  lastActionAt: z.string().nullable(),
  recipients: z.array(signingRecipientSchema),
  /** What the signed-in user must do, and as which recipient. */
  userAction: z.enum(FORM_USER_ACTIONS),
  userRecipientId: z.uuid().nullable(),
  documents: z.array(z.object({ id: z.enum(FORM_DOCUMENT_IDS), name: z.string() })),
  updatedAt: z.string(),
});
export type OnboardingForm = z.infer<typeof onboardingFormSchema>;
export const onboardingFormListSchema = z.array(onboardingFormSchema);

export const clientFormsParamsSchema = z.object({ clientId: z.uuid() });
export const clientFormParamsSchema = z.object({ clientId: z.uuid(), formId: z.uuid() });
export const formRecipientParamsSchema = z.object({ clientId: z.uuid(), formId: z.uuid(), recipientId: z.uuid() });
export const formActionParamsSchema = z.object({
  clientId: z.uuid(),
  formId: z.uuid(),
  action: z.enum(EMBEDDED_VIEW_ACTIONS, { error: M.unknownAction }),
});
export const formDocumentParamsSchema = z.object({
  clientId: z.uuid(),
  formId: z.uuid(),
  docId: z.enum(FORM_DOCUMENT_IDS, { error: M.unknownDocument }),
});
export const templateParamsSchema = z.object({ clientId: z.uuid(), templateId: z.string().min(1).max(100) });

const reminderIntervalSchema = z
  .number({ error: M.reminderInterval })
  .int(M.reminderInterval)
  .min(1, M.reminderInterval)
  .max(MAX_REMINDER_INTERVAL_DAYS, M.reminderInterval);

/** A calendar day (YYYY-MM-DD); the form expires at the end of that day in the carrier's time zone. */
const expiryDaySchema = z.iso.date({ error: M.expiryDate });

/** One recipient as staff name them: the role they fill and the client's user who signs it. */
export const recipientAssignmentSchema = z.object({
  roleId: z.string({ error: M.roleRequired }).min(1, M.roleRequired).max(100),
  userId: z.uuid({ error: M.signerRequired }),
});
export type RecipientAssignment = z.infer<typeof recipientAssignmentSchema>;

/** POST .../onboarding-forms: a form from a template, sent at once to its first signer. */
export const createOnboardingFormBodySchema = z.object({
  templateId: z.string({ error: M.templateRequired }).min(1, M.templateRequired).max(100),
  policyId: z.uuid().nullable().optional(),
  recipients: z.array(recipientAssignmentSchema).min(1, M.signerRequired).max(10),
  reminderIntervalDays: reminderIntervalSchema.default(DEFAULT_REMINDER_INTERVAL_DAYS),
  expiresOn: expiryDaySchema.nullable().optional(),
});
export type CreateOnboardingFormBody = z.input<typeof createOnboardingFormBodySchema>;

/** POST .../{formId}/recipient: a recipient for a role the form does not have yet (an optional one). */
export const addRecipientBodySchema = recipientAssignmentSchema;
export type AddRecipientBody = z.infer<typeof addRecipientBodySchema>;

/** PUT .../{formId}/reassign-recipient (staff): a pending recipient's place goes to another user of the client. */
export const reassignRecipientBodySchema = z.object({
  recipientId: z.uuid(),
  userId: z.uuid({ error: M.signerRequired }),
});
export type ReassignRecipientBody = z.infer<typeof reassignRecipientBodySchema>;

/** PATCH .../{formId}/notification: the reminder schedule and the expiry of an open form. */
export const formNotificationBodySchema = z.object({
  reminderIntervalDays: reminderIntervalSchema,
  expiresOn: expiryDaySchema.nullable(),
});
export type FormNotificationBody = z.infer<typeof formNotificationBodySchema>;

/** DELETE .../{formId}: voids the envelope, with the reason the recipients are told. */
export const voidFormBodySchema = z.object({
  reason: z.string({ error: M.voidReasonRequired }).trim().min(1, M.voidReasonRequired).max(191, M.reasonTooLong),
});
export type VoidFormBody = z.infer<typeof voidFormBodySchema>;

/** POST .../{formId}/embedded-view/{recipientId}: the signing view for the caller's own recipient. */
export const embeddedViewSchema = z.object({
  /** The portal's signing route for that recipient. */
  url: z.string(),
  formId: z.uuid(),
  recipientId: z.uuid(),
  templateId: z.string(),
  templateVersion: z.number().int(),
  roleId: z.string(),
  /** The values earlier signers gave (field id → value), shown read-only. */
  values: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** SHA-256 of the document as sent (the certificate page names it). */
  documentSha256: z.string().nullable(),
  /** The lock on the form held for this session until then (one signer at a time). */
  lockedUntil: z.string(),
});
export type EmbeddedView = z.infer<typeof embeddedViewSchema>;

/** PUT .../{formId}/embedded-view-action/{action}: every action names the recipient; signing carries the rest. */
export const embeddedViewActionBodySchema = z.object({
  recipientId: z.uuid(),
  /** signed: the recipient's field values (checked against the template on the server). */
  values: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
  /** signed: the adopted signature. */
  signature: adoptedSignatureSchema.optional(),
  /** declined: why (required then). */
  reason: z.string().max(1000, M.reasonTooLong).optional(),
});
export type EmbeddedViewActionBody = z.infer<typeof embeddedViewActionBodySchema>;

/** GET .../{formId}/lockStatus: who holds the signing lock, if anyone (a second browser sees "being signed by …"). */
export const formLockStatusSchema = z.object({
  locked: z.boolean(),
  /** True when the lock is this session's own. */
  mine: z.boolean(),
  lockedByName: z.string().nullable(),
  lockedUntil: z.string().nullable(),
});
export type FormLockStatus = z.infer<typeof formLockStatusSchema>;

/** GET .../ready-to-sign-recipients: every recipient whose turn it is, on the client's open forms. */
export const readyToSignRecipientSchema = z.object({
  formId: z.uuid(),
  formName: z.string(),
  recipientId: z.uuid(),
  userId: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  /** True when the signed-in user is this recipient: the "Sign" action is theirs. */
  isCurrentUser: z.boolean(),
});
export type ReadyToSignRecipient = z.infer<typeof readyToSignRecipientSchema>;
export const readyToSignRecipientListSchema = z.array(readyToSignRecipientSchema);

/** The client's users who may sign a form (its ben admins and brokers), for the staff dialogs. */
export const formSignerCandidateSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["BEN_ADMIN", "BROKER"]),
});
export type FormSignerCandidate = z.infer<typeof formSignerCandidateSchema>;
