/** Feature-toggle queries: the global toggles and one client's overrides. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { clientFeatureToggles, featureToggles } from "../../db/schema/index";

export async function listGlobalToggles(db: Database) {
  return db.select({ name: featureToggles.name, enabled: featureToggles.enabled }).from(featureToggles);
}

export async function listClientOverrides(db: Database, clientId: string) {
  return db
    .select({ name: clientFeatureToggles.name, enabled: clientFeatureToggles.enabled })
    .from(clientFeatureToggles)
    .where(eq(clientFeatureToggles.clientId, clientId));
}
