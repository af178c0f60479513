/** The shared zip code rule: ##### or #####-#### (benefits-explorer spec §5). */
import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages";

export const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

export const zipCodeSchema = z.string().trim().regex(ZIP_CODE_PATTERN, VALIDATION_MESSAGES.zipFormat);

/** As zipCodeSchema, but an empty or missing value says "Zip code is required". */
export const requiredZipCodeSchema = z
  .string({ error: VALIDATION_MESSAGES.zipRequired })
  .trim()
  .min(1, VALIDATION_MESSAGES.zipRequired)
  .refine((value) => value === "" || ZIP_CODE_PATTERN.test(value), VALIDATION_MESSAGES.zipFormat);
