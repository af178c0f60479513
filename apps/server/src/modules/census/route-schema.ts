/** What the census routes share: their path prefix, OpenAPI tag and error answers. */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";
import { READ_ERRORS, WRITE_ERRORS } from "../../http/route-errors";

export const CENSUS_BASE = "/api/clients/:clientId/census/:policyId";
export const CENSUS_TAGS = ["census"];
export const CENSUS_READ_ERRORS = { ...READ_ERRORS, 409: apiErrorBodySchema };
export const CENSUS_WRITE_ERRORS = { ...WRITE_ERRORS, 409: apiErrorBodySchema };
