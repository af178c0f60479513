/** GET /api/clients/:clientId/employee-classes: the classes with their plans. */
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys, eifPath } from "./eif-keys";

export function getEmployeeClasses(clientId: string): Promise<EmployeeClass[]> {
  return apiClient.get<EmployeeClass[]>(eifPath(clientId, "/employee-classes"));
}

export function employeeClassesQueryOptions(clientId: string) {
  return queryOptions({ queryKey: eifKeys.employeeClasses(clientId), queryFn: () => getEmployeeClasses(clientId) });
}

export function useEmployeeClasses(clientId: string) {
  return useQuery(employeeClassesQueryOptions(clientId));
}
