/**
 * Resolves the toggles a caller sees: the product's toggles (FEATURE_TOGGLES), global values with a client's overrides
 * on top. Other rows of the table (e.g. the owner's phase-change flag) are internal and never leave the server here.
 */
import { FEATURE_TOGGLES, type FeatureTogglesResponse } from "@onboard/domain/feature-toggles/feature-toggles";
import type { Database } from "../../db/client";
import { listClientOverrides, listGlobalToggles } from "./repository";

export async function getFeatureToggles(db: Database, clientId?: string): Promise<FeatureTogglesResponse> {
  const result: FeatureTogglesResponse = Object.fromEntries(FEATURE_TOGGLES.map((name) => [name, false]));
  const isPublic = (name: string) => Object.hasOwn(result, name);
  for (const toggle of await listGlobalToggles(db)) if (isPublic(toggle.name)) result[toggle.name] = toggle.enabled;
  if (clientId) {
    for (const override of await listClientOverrides(db, clientId)) {
      if (isPublic(override.name)) result[override.name] = override.enabled;
    }
  }
  return result;
}
