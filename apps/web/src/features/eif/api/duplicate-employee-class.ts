/** POST /api/clients/:clientId/employee-classes/:id/duplicate → the copy (201), with the same plans. */
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { storeEmployeeClass } from "./employee-class-cache";
import { employeeClassPath } from "./get-employee-class";

export function duplicateEmployeeClass(clientId: string, employeeClassId: string): Promise<EmployeeClass> {
  return apiClient.post<EmployeeClass>(employeeClassPath(clientId, employeeClassId, "/duplicate"));
}

export function useDuplicateEmployeeClass(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeClassId: string) => duplicateEmployeeClass(clientId, employeeClassId),
    onSuccess: (copy) => storeEmployeeClass(queryClient, clientId, copy),
  });
}
