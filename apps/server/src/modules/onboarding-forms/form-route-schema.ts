/** What the onboarding-forms routes share: their path prefix, OpenAPI tag and error answers. */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";

export const FORM_TAGS = ["onboarding-forms"];
export const FORM_ERRORS = {
  400: apiErrorBodySchema,
  401: apiErrorBodySchema,
  403: apiErrorBodySchema,
  404: apiErrorBodySchema,
};
export const BASE = "/api/clients/:clientId/onboarding-forms";
