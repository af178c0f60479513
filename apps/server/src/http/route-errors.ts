/** The error answers a route documents in its OpenAPI responses, by kind of route. */
import { apiErrorBodySchema } from "@onboard/domain/errors/error-shape";

const error = apiErrorBodySchema;
export const READ_ERRORS = { 400: error, 401: error, 403: error, 404: error };
export const STALE_ERROR = { 412: error };
export const WRITE_ERRORS = { ...READ_ERRORS, ...STALE_ERROR, 428: error };
