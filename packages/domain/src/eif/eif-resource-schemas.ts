/**
 * Bodies and answers of the EIF's list calls under /api/clients/{clientId} (onboarding spec §3, §7): locations,
 * contacts, bills, plans, the monthly claims report mailing location, subsidiaries, additional compensation and the
 * ben admin platforms. Text fields are 191 characters at most; empty optional text becomes null.
 */
import { z } from "zod";
import {
  CONTACT_ACCESS_FLAGS,
  CONTACT_TYPES,
  CONTRIBUTION_TYPES,
  LOCATION_MANAGEMENT_TYPES,
  PFML_OPTIONS,
} from "../clients/enums";
import { US_STATE_CODES } from "../common/us-states";
import { optionalEmailSchema } from "../validation/email";
import { locationSchema } from "../validation/location";
import { VALIDATION_MESSAGES } from "../validation/messages";
import { text191 } from "../validation/text";
import { zipCodeSchema } from "../validation/zip-code";
import { optionalText191 } from "./eif-answers";
import { CLAIMS_CHECK_PAYEES, SEND_CLAIMS_CHECK_TO } from "./eif-draft-schemas";

const version = z.number().int().min(1).optional();

// Locations -------------------------------------------------------------------------------------------------------
export const locationBodySchema = locationSchema.extend({ address2: optionalText191.optional(), version }).strict();
export type LocationBody = z.output<typeof locationBodySchema>;
export type LocationBodyInput = z.input<typeof locationBodySchema>;
export const locationParamsSchema = z.object({ clientId: z.uuid(), locationId: z.uuid() });

// Contacts --------------------------------------------------------------------------------------------------------
export const contactBodySchema = z
  .object({
    firstName: text191(VALIDATION_MESSAGES.firstNameRequired),
    lastName: text191(VALIDATION_MESSAGES.lastNameRequired),
    email: optionalEmailSchema.nullish().transform((v) => (v === "" || v === undefined ? null : v)),
    title: optionalText191.optional(),
    phoneNumber: optionalText191.optional(),
    faxNumber: optionalText191.optional(),
    address1: optionalText191.optional(),
    address2: optionalText191.optional(),
    city: optionalText191.optional(),
    state: z.preprocess(
      (v) => (v === "" ? null : v),
      z.enum(US_STATE_CODES, { error: VALIDATION_MESSAGES.stateNotValid }).nullish(),
    ),
    zipCode: z.preprocess((v) => (v === "" ? null : v), zipCodeSchema.nullish()),
    type: z.enum(CONTACT_TYPES, { error: VALIDATION_MESSAGES.valueNotValid }).nullable().optional(),
    locationId: z.uuid().nullable().optional(),
    access: z
      .array(z.enum(CONTACT_ACCESS_FLAGS, { error: VALIDATION_MESSAGES.valueNotValid }))
      .max(5)
      .default([]),
    locationManagementType: z.enum(LOCATION_MANAGEMENT_TYPES).default("ALL"),
    managedLocationIds: z.array(z.uuid()).max(500).default([]),
    version,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.locationManagementType === "LIMITED" && body.managedLocationIds.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["managedLocationIds"],
        message: VALIDATION_MESSAGES.contactLocationsRequired,
      });
    }
  });
export type ContactBody = z.output<typeof contactBodySchema>;
export type ContactBodyInput = z.input<typeof contactBodySchema>;

export const contactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  faxNumber: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(US_STATE_CODES).nullable(),
  zipCode: z.string().nullable(),
  type: z.enum(CONTACT_TYPES).nullable(),
  locationId: z.string().nullable(),
  access: z.array(z.enum(CONTACT_ACCESS_FLAGS)),
  locationManagementType: z.enum(LOCATION_MANAGEMENT_TYPES),
  managedLocationIds: z.array(z.string()),
  version: z.number().int(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);
export const contactParamsSchema = z.object({ clientId: z.uuid(), contactId: z.uuid() });

// Bills -----------------------------------------------------------------------------------------------------------
export const billCategoriesByLocationSchema = z
  .array(z.object({ locationId: z.uuid(), categories: z.array(text191()).max(50) }).strict())
  .max(500);

export const billInputSchema = z
  .object({
    /** Absent for a new bill. */
    id: z.uuid().optional(),
    name: text191(VALIDATION_MESSAGES.billNameRequired),
    policyId: z.uuid().nullable().default(null),
    contactId: z.uuid().nullable().default(null),
    locationId: z.uuid().nullable().default(null),
    groupedLocationIds: z.array(z.uuid()).max(500).default([]),
    categoriesByLocation: billCategoriesByLocationSchema.default([]),
  })
  .strict();
export type BillInput = z.output<typeof billInputSchema>;

export const billsBulkBodySchema = z.object({ bills: z.array(billInputSchema).min(1).max(200) }).strict();
export type BillsBulkBody = z.output<typeof billsBulkBodySchema>;
export const billsBulkDeleteBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(200) }).strict();

export const billSchema = z.object({
  id: z.string(),
  name: z.string(),
  policyId: z.string().nullable(),
  contactId: z.string().nullable(),
  locationId: z.string().nullable(),
  groupedLocationIds: z.array(z.string()),
  categoriesByLocation: z.array(z.object({ locationId: z.string(), categories: z.array(z.string()) })),
  deletedAt: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;
/** GET /bills: the live bills, and the deleted ones kept for the record (spec §3 "deletedBills"). */
export const billListSchema = z.object({ bills: z.array(billSchema), deletedBills: z.array(billSchema) });
export type BillList = z.infer<typeof billListSchema>;

// Plans -----------------------------------------------------------------------------------------------------------
const percent = z
  .number()
  .min(0, VALIDATION_MESSAGES.percentRange)
  .max(100, VALIDATION_MESSAGES.percentRange)
  .nullable();
export const planAnswersInputSchema = z
  .object({
    id: z.uuid(),
    version: z.number().int().min(1),
    claimsCheckPayee: z.enum(CLAIMS_CHECK_PAYEES, { error: VALIDATION_MESSAGES.valueNotValid }).nullable().optional(),
    sendClaimsCheckTo: z.enum(SEND_CLAIMS_CHECK_TO, { error: VALIDATION_MESSAGES.valueNotValid }).nullable().optional(),
    payeeContactId: z.uuid().nullable().optional(),
    carrierName: optionalText191.optional(),
    terminationDate: z
      .union([z.iso.date({ error: VALIDATION_MESSAGES.dateInvalid }), z.literal(""), z.null()])
      .transform((v) => (v === "" ? null : v))
      // The calendar has no year 0, and Postgres refuses it.
      .refine((v) => v === null || !v.startsWith("0000"), VALIDATION_MESSAGES.dateInvalid)
      .optional(),
    pfmlOption: z.enum(PFML_OPTIONS).nullable().optional(),
    pfmlContributionType: z.enum(CONTRIBUTION_TYPES).nullable().optional(),
    pfmlEmployerContributionPercent: percent.optional(),
    pfmlEmployeeContributionPercent: percent.optional(),
  })
  .strict();
export type PlanAnswersInput = z.output<typeof planAnswersInputSchema>;
/** PUT /plans: answers for some plans, each with the version it was edited from (stale → 412). */
export const plansBodySchema = z.object({ plans: z.array(planAnswersInputSchema).min(1).max(100) }).strict();
export type PlansBody = z.output<typeof plansBodySchema>;
/** Plan fields that belong to the claims-payment sub-step. */
export const CLAIMS_PAYMENT_PLAN_FIELDS = ["claimsCheckPayee", "sendClaimsCheckTo", "payeeContactId"] as const;

// Monthly claims report mailing location, subsidiary -------------------------------------------------------------
export const mcrMailingLocationBodySchema = z
  .object({
    policyId: z.uuid().nullable().default(null),
    locationId: z.uuid(),
    contactId: z.uuid().nullable().default(null),
  })
  .strict();
export type McrMailingLocationBody = z.output<typeof mcrMailingLocationBodySchema>;
export const mcrMailingLocationSchema = z.object({
  id: z.string(),
  policyId: z.string().nullable(),
  locationId: z.string(),
  contactId: z.string().nullable(),
});
export type McrMailingLocation = z.infer<typeof mcrMailingLocationSchema>;
export const mcrParamsSchema = z.object({ clientId: z.uuid(), mailingLocationId: z.uuid() });

export const subsidiaryBodySchema = z
  .object({
    locationId: z.uuid(),
    taxId: z
      .union([z.string().trim(), z.null()])
      .transform((v) => (v === "" ? null : v))
      .refine((v) => v === null || /^\d{2}-?\d{7}$/.test(v), VALIDATION_MESSAGES.taxIdFormat)
      .optional(),
  })
  .strict();
export type SubsidiaryBody = z.output<typeof subsidiaryBodySchema>;
export const subsidiarySchema = z.object({ id: z.string(), locationId: z.string(), taxId: z.string().nullable() });
export type Subsidiary = z.infer<typeof subsidiarySchema>;
export const subsidiaryListSchema = z.array(subsidiarySchema);
export const subsidiaryParamsSchema = z.object({ clientId: z.uuid(), subsidiaryId: z.uuid() });

// Additional compensation, ben admin platforms --------------------------------------------------------------------
export const COMPENSATION_TYPES = ["BONUS", "COMMISSION", "OVERTIME", "TIPS", "SHIFT_DIFFERENTIAL"] as const;
export const additionalCompensationSchema = z.object({
  id: z.string(),
  employeeClassId: z.string().nullable(),
  compensationType: z.enum(COMPENSATION_TYPES),
  isIncluded: z.boolean(),
  averagingPeriodMonths: z.number().int().nullable(),
});
export type AdditionalCompensation = z.infer<typeof additionalCompensationSchema>;
export const additionalCompensationListSchema = z.array(additionalCompensationSchema);

export const benAdminPlatformSchema = z.object({ id: z.string(), name: z.string(), url: z.string().nullable() });
export type BenAdminPlatform = z.infer<typeof benAdminPlatformSchema>;
export const benAdminPlatformListSchema = z.array(benAdminPlatformSchema);
