/** Feature toggles, global with optional per-client overrides (GET /api/feature-toggles?clientId=). */
import { relations } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { clients } from "./clients";
import { timestamps } from "./columns";

export const featureToggles = pgTable("feature_toggles", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** One of FEATURE_TOGGLES; a unique constraint (not just an index) so overrides can reference it. */
  name: text("name").notNull().unique("feature_toggles_name_key"),
  enabled: boolean("enabled").notNull().default(false),
  description: text("description"),
  ...timestamps,
});

export const clientFeatureToggles = pgTable(
  "client_feature_toggles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    name: text("name")
      .notNull()
      .references(() => featureToggles.name, { onDelete: "cascade", onUpdate: "cascade" }),
    enabled: boolean("enabled").notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("client_feature_toggles_client_id_name_key").on(t.clientId, t.name),
    index("client_feature_toggles_name_idx").on(t.name),
  ],
);

export const featureTogglesRelations = relations(featureToggles, ({ many }) => ({
  clientOverrides: many(clientFeatureToggles),
}));

export const clientFeatureTogglesRelations = relations(clientFeatureToggles, ({ one }) => ({
  client: one(clients, { fields: [clientFeatureToggles.clientId], references: [clients.id] }),
  toggle: one(featureToggles, { fields: [clientFeatureToggles.name], references: [featureToggles.name] }),
}));
