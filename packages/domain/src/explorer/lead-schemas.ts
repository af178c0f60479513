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
    externalUser: z.enum(EXTERNAL_USER_TYPES, {
      // Blank is "required"; anything else that is not employer or broker is a choice the form never offers.
      error: (issue) => (issue.input === undefined || issue.input === "" ? M.externalUserRequired : M.selectOption),
    }),
    /** The employer's name; labelled "Client name" when a broker fills the form. */
    employerName: text191(M.employerNameRequired),
    brokerName: text191().optional(),
  })
  .refine((lead) => lead.externalUser !== "BROKER" || Boolean(lead.brokerName), {
    path: ["brokerName"],
    message: M.brokerNameRequired,
    // Checked even while other fields are wrong, so that a broker sees every missing field at once.
    when: (payload) => {
      const value = payload.value as { externalUser?: unknown; brokerName?: unknown } | undefined;
      return value?.externalUser === "BROKER";
    },
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

/** The server's refusals of the two forms, beyond field validation. */
export const EXPLORER_FORM_MESSAGES = {
  /** A failed, expired or already used captcha (path body.recaptchaToken). */
  captchaFailed: "The captcha could not be verified. Please try again.",
  /** A plan id that is not one of the page's plans (path body.benefits). */
  planNotOnPage: "Some of the selected benefits are no longer on this page.",
  /** 409 LEAD_ALREADY_RECEIVED: the same e-mail sent a lead within the last 24 hours. */
  leadAlreadyReceived: "We already have a request from this email address. Our team will contact you soon.",
} as const;

/** How long a lead's e-mail address is refused again after a lead (hours). */
export const LEAD_DUPLICATE_WINDOW_HOURS = 24;
