/** Explorer site territories and their rule ("Territory not valid"). */
import { z } from "zod";
import { VALIDATION_MESSAGES } from "./messages";

/**
 * The spec names the field but not its values. A group carrier assigns each employer to a sales
 * territory; we use the usual US regional split plus a national-accounts territory.
 */
export const TERRITORIES = [
  "NORTHEAST",
  "MID_ATLANTIC",
  "SOUTHEAST",
  "GREAT_LAKES",
  "MIDWEST",
  "SOUTH_CENTRAL",
  "MOUNTAIN",
  "PACIFIC",
  "NATIONAL_ACCOUNTS",
] as const;
export type Territory = (typeof TERRITORIES)[number];

export const territorySchema = z.enum(TERRITORIES, { error: VALIDATION_MESSAGES.territoryNotValid });
