/** Resolves the toggles a caller sees: every global toggle, with a client's overrides applied on top. */
import { FEATURE_TOGGLES, type FeatureTogglesResponse } from "@onboard/domain/feature-toggles/feature-toggles";
import type { Database } from "../../db/client";
import { listClientOverrides, listGlobalToggles } from "./repository";

export async function getFeatureToggles(db: Database, clientId?: string): Promise<FeatureTogglesResponse> {
  const result: FeatureTogglesResponse = Object.fromEntries(FEATURE_TOGGLES.map((name) => [name, false]));
  for (const toggle of await listGlobalToggles(db)) result[toggle.name] = toggle.enabled;
  if (clientId) {
    for (const override of await listClientOverrides(db, clientId)) result[override.name] = override.enabled;
  }
  return result;
}
