/**
 * GET /api/clients/:clientId/additional-compensations: compensation counted as insured earnings, the client-wide
 * entries first, then per employee class (a deleted class's entries are left out).
 */
import type { AdditionalCompensation } from "@onboard/domain/eif/eif-resource-schemas";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/executor";
import { additionalCompensations as comp, employeeClasses } from "../../db/schema/index";

export async function listAdditionalCompensations(db: DbExecutor, clientId: string): Promise<AdditionalCompensation[]> {
  return db
    .select({
      id: comp.id,
      employeeClassId: comp.employeeClassId,
      compensationType: comp.compensationType,
      isIncluded: comp.isIncluded,
      averagingPeriodMonths: comp.averagingPeriodMonths,
    })
    .from(comp)
    .leftJoin(employeeClasses, eq(employeeClasses.id, comp.employeeClassId))
    .where(and(eq(comp.clientId, clientId), or(isNull(comp.employeeClassId), isNull(employeeClasses.deletedAt))))
    .orderBy(
      sql`${comp.employeeClassId} is not null`,
      asc(sql`lower(${employeeClasses.name})`),
      asc(comp.compensationType),
      asc(comp.id),
    );
}
