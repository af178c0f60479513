/** The paged list of one user's clients (GET /api/users/:userId/clients). */
import { restoreLessThan } from "@onboard/domain/common/text-handling";
import type { UserClientItem, userClientsQuerySchema } from "@onboard/domain/users/user-admin-schemas";
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { DbExecutor } from "../../db/executor";
import { clients, userClients } from "../../db/schema/index";
import { likePattern } from "../../db/search-text";

type UserClientsQuery = z.infer<typeof userClientsQuerySchema>;

const SORT_COLUMNS = {
  name: sql`lower(${clients.name})`,
  caseId: clients.caseId,
  completedSetupAt: userClients.completedSetupAt,
};

export async function listUserClients(
  db: DbExecutor,
  userId: string,
  query: UserClientsQuery,
  options: { includeArchived: boolean },
): Promise<{ data: UserClientItem[]; count: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(userClients.userId, userId),
    isNull(clients.deletedAt),
    options.includeArchived ? undefined : eq(clients.isArchived, false),
    pattern ? or(ilike(clients.name, pattern), ilike(clients.caseId, pattern)) : undefined,
  );
  const direction = query.sortDirection === "desc" ? desc : asc;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: clients.id,
        name: clients.name,
        caseId: clients.caseId,
        phaseId: clients.phaseId,
        releaseStatus: clients.releaseStatus,
        completedSetupAt: userClients.completedSetupAt,
      })
      .from(userClients)
      .innerJoin(clients, eq(clients.id, userClients.clientId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sortBy ?? "name"]), asc(clients.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: count() })
      .from(userClients)
      .innerJoin(clients, eq(clients.id, userClients.clientId))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({
      ...row,
      // Spec §5 "Text handling": the client's name is answered with the escaped less-than sign restored.
      name: restoreLessThan(row.name),
      completedSetupAt: row.completedSetupAt?.toISOString() ?? null,
    })),
    count: totals[0]?.total ?? 0,
  };
}
