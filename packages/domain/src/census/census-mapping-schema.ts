/**
 * The column mapping a person confirms at indicate-source (issue 16), as the server receives it: per column, the
 * census field or none and, for a date field, its format. One field on two columns is refused, naming the field.
 */
import { z } from "zod";
import { DATE_FORMATS } from "./census-dates";
import { CENSUS_FIELD_IDS, censusField } from "./census-fields";
import { CENSUS_MESSAGES } from "./census-messages";

/** Far above any HRIS export (the template has 25), low enough that a garbage header row is refused early. */
export const CENSUS_MAX_COLUMNS = 500;

export const planColumnSchema = z.object({
  fieldId: z.enum(CENSUS_FIELD_IDS).nullable(),
  dateFormat: z.enum(DATE_FORMATS).optional(),
});

export const censusMappingSchema = z
  .array(planColumnSchema)
  .max(CENSUS_MAX_COLUMNS, CENSUS_MESSAGES.tooManyColumns(CENSUS_MAX_COLUMNS))
  .superRefine((columns, ctx) => {
    const seen = new Set<string>();
    columns.forEach((column, index) => {
      if (column.fieldId === null) return;
      if (seen.has(column.fieldId)) {
        ctx.addIssue({
          code: "custom",
          path: [index, "fieldId"],
          message: CENSUS_MESSAGES.fieldMappedTwice(censusField(column.fieldId).label.en),
        });
      }
      seen.add(column.fieldId);
    });
  });
export type CensusMapping = z.infer<typeof censusMappingSchema>;
