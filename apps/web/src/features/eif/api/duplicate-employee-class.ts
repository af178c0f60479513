/** POST /api/clients/:clientId/employee-classes/:id/duplicate → the copy (201), with the same plans. */
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { storeEmployeeClass } from "./employee-class-cache";
import { employeeClassPath } from "./get-employee-class";

/** `name`: the copy's name in the page's language; the server numbers it when another class has it. */
export function duplicateEmployeeClass(
  clientId: string,
  employeeClassId: string,
  name: string,
): Promise<EmployeeClass> {
  return apiClient.post<EmployeeClass>(employeeClassPath(clientId, employeeClassId, "/duplicate"), { name });
}

export function useDuplicateEmployeeClass(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeClassId, name }: { employeeClassId: string; name: string }) =>
      duplicateEmployeeClass(clientId, employeeClassId, name),
    onSuccess: (copy) => storeEmployeeClass(queryClient, clientId, copy),
  });
}
