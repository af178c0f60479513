/** GET /api/clients/:clientId/employee-classes/:employeeClassId: one class, for the class builder. */
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function employeeClassPath(clientId: string, employeeClassId: string, rest = ""): string {
  return eifPath(clientId, `/employee-classes/${encodeURIComponent(employeeClassId)}${rest}`);
}

export function getEmployeeClass(clientId: string, employeeClassId: string): Promise<EmployeeClass> {
  return apiClient.get<EmployeeClass>(employeeClassPath(clientId, employeeClassId));
}

export function employeeClassQueryOptions(clientId: string, employeeClassId: string) {
  return queryOptions({
    queryKey: eifKeys.employeeClass(clientId, employeeClassId),
    queryFn: () => getEmployeeClass(clientId, employeeClassId),
  });
}

export function useEmployeeClass(clientId: string, employeeClassId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...employeeClassQueryOptions(clientId, employeeClassId), enabled: options.enabled ?? true });
}
