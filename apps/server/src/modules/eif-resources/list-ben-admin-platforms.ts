/** GET /api/ben-admin-platforms: the active benefits-administration platforms a policy can enrol through. */
import type { BenAdminPlatform } from "@onboard/domain/eif/eif-resource-schemas";
import { asc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { benAdminPlatforms as platforms } from "../../db/schema/index";

export async function listBenAdminPlatforms(db: DbExecutor): Promise<BenAdminPlatform[]> {
  return db
    .select({ id: platforms.id, name: platforms.name, url: platforms.url })
    .from(platforms)
    .where(eq(platforms.isActive, true))
    .orderBy(asc(platforms.sortOrder), asc(sql`lower(${platforms.name})`), asc(platforms.id));
}
