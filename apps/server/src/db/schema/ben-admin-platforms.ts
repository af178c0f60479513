/** Benefits-administration platforms a policy can enrol through (GET /api/ben-admin-platforms). */
import { relations, sql } from "drizzle-orm";
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { explorerPages } from "./explorer-pages";
import { policies } from "./policies";

export const benAdminPlatforms = pgTable(
  "ben_admin_platforms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    url: text("url"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("ben_admin_platforms_name_key").on(sql`lower(${t.name})`)],
);

export const benAdminPlatformsRelations = relations(benAdminPlatforms, ({ many }) => ({
  policies: many(policies, { relationName: "policyBenAdminPlatform" }),
  dataFeedPolicies: many(policies, { relationName: "policyDataFeedPlatform" }),
  explorerPages: many(explorerPages),
}));
