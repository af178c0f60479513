/** The client setup workflow's shapes (onboarding spec §4 "Client setup steps"): each step's body and the setup. */
import { z } from "zod";
import { emailSchema } from "../validation/email";
import { text191 } from "../validation/text";
import { CLIENT_MESSAGES } from "./client-messages";
import { CLIENT_SETUP_STEPS } from "./enums";

export const setupStepParamsSchema = z.object({ clientId: z.uuid(), stepId: z.enum(CLIENT_SETUP_STEPS) });

/** Company information set up for the EIF (configure/prefill) or imported from the carrier's records. */
export const companyInfoSchema = z.object({
  legalName: text191(CLIENT_MESSAGES.legalNameRequired),
  taxId: text191().optional(),
  sicCode: text191().optional(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

const userPick = z.object({ userId: z.uuid() });
const empty = z.object({}).strict();

/** The body each step takes. */
export const SETUP_STEP_BODY_SCHEMAS = {
  "merge-instances": z.object({ baseClientId: z.uuid() }),
  "add-broker": userPick,
  "add-ben-admin": userPick,
  "census-template": z.object({ templateName: text191(CLIENT_MESSAGES.templateNameRequired) }),
  "e-signature": z.object({
    templateIds: z.array(text191(CLIENT_MESSAGES.templateIdRequired)).min(1, CLIENT_MESSAGES.templatesRequired),
    signerName: text191(CLIENT_MESSAGES.signerNameRequired),
    signerEmail: emailSchema,
    envelopeId: text191().optional(),
  }),
  "configure-company": z.object({ companyInfo: companyInfoSchema }),
  resources: z.object({ note: text191(CLIENT_MESSAGES.resourcesRequired) }),
  "update-tracker": z.object({ ticketId: text191(CLIENT_MESSAGES.ticketIdRequired), note: text191().optional() }),
  "welcome-email": empty,
  "confirm-setup": empty,
  "import-company-info": z.object({ companyInfo: companyInfoSchema }),
} as const satisfies Record<(typeof CLIENT_SETUP_STEPS)[number], z.ZodType>;

export type SetupStepId = keyof typeof SETUP_STEP_BODY_SCHEMAS;
export type SetupStepBody<S extends SetupStepId> = z.infer<(typeof SETUP_STEP_BODY_SCHEMAS)[S]>;

/** Every step's body, for the route schema; the step id in the path picks the one that applies. */
export const setupStepBodySchema = z.record(z.string(), z.unknown());

const personSchema = z.object({ id: z.string(), name: z.string() });
const userRefSchema = personSchema.extend({ email: z.string() });

export const setupStepStateSchema = z.object({
  step: z.enum(CLIENT_SETUP_STEPS),
  completedAt: z.string().nullable(),
  completedBy: personSchema.nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type SetupStepState = z.infer<typeof setupStepStateSchema>;

const companyInfoStateSchema = z
  .object({
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    updatedAt: z.string().nullable(),
    markedAsCompleteAt: z.string().nullable(),
  })
  .nullable();

export const clientSetupSchema = z.object({
  clientId: z.string(),
  completedSetup: z.boolean(),
  /** Whether "confirm setup" would be accepted now. */
  canConfirm: z.boolean(),
  steps: z.array(setupStepStateSchema),
  broker: userRefSchema.nullable(),
  benAdmin: userRefSchema.nullable(),
  eSignatureEnvelope: z
    .object({
      templateIds: z.array(z.string()),
      signerName: z.string().optional(),
      signerEmail: z.string().optional(),
      envelopeId: z.string().nullable().optional(),
    })
    .nullable(),
  configCompanyInfo: companyInfoStateSchema,
  importCompanyInfo: companyInfoStateSchema,
  /** Every broker and ben admin linked to the client (assigned here or on the user's page). */
  linkedUsers: z.array(userRefSchema.extend({ role: z.enum(["BROKER", "BEN_ADMIN"]), isActivated: z.boolean() })),
});
export type ClientSetup = z.infer<typeof clientSetupSchema>;

export const completeSetupStepResultSchema = z.object({
  setup: clientSetupSchema,
  /** The e-mails the step sent (welcome email), for the "email sent" toast. */
  emailIds: z.array(z.string()),
});
export type CompleteSetupStepResult = z.infer<typeof completeSetupStepResultSchema>;
