/**
 * The public site's two forms (benefits-explorer spec §5): the lead form (POST /api/explorer-pages/lead-generation/send)
 * and the e-mail-me-my-plan request. One schema each, shared by the form and the server, with the spec's messages.
 */

import { z } from "zod";
import { LANGUAGES } from "../common/environments";
import { emailSchema } from "../validation/email";
import { VALIDATION_MESSAGES as M } from "../validation/messages";
import { text191 } from "../validation/text";
import { stateSchema } from "../validation/us-state";
import { EXTERNAL_USER_TYPES } from "./benefit-types";

export const leadSchema = z
  .object({
    email: emailSchema,
    firstName: text191(M.firstNameRequired),
    lastName: text191(M.lastNameRequired),
    city: text191(M.cityRequired),
    state: stateSchema,
    phone: text191(M.phoneRequired),
    externalUser: z.enum(EXTERNAL_USER_TYPES, { error: M.externalUserRequired }),
    /** The employer's name; labelled "Client name" when a broker fills the form. */
    employerName: text191(M.employerNameRequired),
    brokerName: text191().optional(),
  })
  .superRefine((lead, context) => {
    if (lead.externalUser === "BROKER" && !lead.brokerName) {
      context.addIssue({ code: "custom", path: ["brokerName"], message: M.brokerNameRequired });
    }
  });
export type Lead = z.infer<typeof leadSchema>;

export const emailPlanRequestSchema = z.object({
  email: emailSchema,
  /** The ids of the favourite plans to send. */
  benefits: z.array(z.string().trim().min(1)).min(1, M.benefitsRequired).max(100),
  recaptchaToken: z.string({ error: M.recaptchaTokenMissing }).trim().min(1, M.recaptchaTokenMissing),
  language: z.enum(LANGUAGES, { error: M.languageRequired }),
});
export type EmailPlanRequest = z.infer<typeof emailPlanRequestSchema>;
