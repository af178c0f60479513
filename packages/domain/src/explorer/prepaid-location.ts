/**
 * The visitor's prepaid location (benefits-explorer spec §3 "Browser storage keeps: … prepaid location", §5 "Prepaid
 * location"): the state they live in, one of the 50 states plus DC ("State is required" / "State not valid"), kept in
 * browser storage under PREPAID_LOCATION_KEY as `{"state":"TX"}`.
 */
import { z } from "zod";
import type { UsState } from "../common/us-states";
import { stateSchema } from "../validation/us-state";

export const prepaidLocationSchema = z.object({ state: stateSchema });
export type PrepaidLocation = z.infer<typeof prepaidLocationSchema>;

/** The stored state, or null when nothing (or anything but a valid location) is stored: anything may be there. */
export function parseStoredPrepaidLocation(raw: string | null): UsState | null {
  if (raw === null) return null;
  try {
    const parsed = prepaidLocationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.state : null;
  } catch {
    return null;
  }
}

export function serializePrepaidLocation(state: UsState): string {
  return JSON.stringify({ state } satisfies PrepaidLocation);
}
