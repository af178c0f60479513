/** A location's fields (benefits-explorer spec §3 and §5): required unless the form is prefilling. */
import { z } from "zod";
import { LOCATION_TYPES } from "../clients/enums";
import { TEXT_MAX_LENGTH } from "../validation/text-limits";
import { VALIDATION_MESSAGES } from "./messages";
import { text191 } from "./text";
import { stateSchema } from "./us-state";
import { requiredZipCodeSchema, ZIP_CODE_PATTERN } from "./zip-code";

/** A complete location, as a form that is not prefilling needs it. */
export const locationSchema = z.object({
  name: text191(VALIDATION_MESSAGES.locationNameRequired),
  address1: text191(VALIDATION_MESSAGES.addressRequired),
  address2: text191().nullish(),
  city: text191(VALIDATION_MESSAGES.cityRequired),
  state: stateSchema,
  zipCode: requiredZipCodeSchema,
  locationType: z.enum(LOCATION_TYPES).nullish(),
});
export type LocationInput = z.infer<typeof locationSchema>;

const optionalText = z.string().trim().max(TEXT_MAX_LENGTH, VALIDATION_MESSAGES.textTooLong).nullish();

/** While prefilling, every field may be empty, but what is filled in must still be valid. */
export const prefillLocationSchema = z.object({
  name: optionalText,
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  state: z.preprocess((value) => (value === "" ? null : value), stateSchema.nullish()),
  zipCode: z
    .string()
    .trim()
    .refine((value) => value === "" || ZIP_CODE_PATTERN.test(value), VALIDATION_MESSAGES.zipFormat)
    .nullish(),
  locationType: z.enum(LOCATION_TYPES).nullish(),
});
export type PrefillLocationInput = z.infer<typeof prefillLocationSchema>;

export function locationSchemaFor(options: { prefilling?: boolean } = {}) {
  return options.prefilling ? prefillLocationSchema : locationSchema;
}
