/** PUT /api/clients/:clientId/employee-classes/:id with If-Match: the class version (412 when stale: reloaded). */
import type { EmployeeClass, EmployeeClassBodyInput } from "@onboard/domain/eif/employee-class-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, isApiError } from "../../../lib/api-client";
import { eifKeys } from "./eif-keys";
import { storeEmployeeClass } from "./employee-class-cache";
import { employeeClassPath } from "./get-employee-class";

export function updateEmployeeClass(
  clientId: string,
  employeeClass: Pick<EmployeeClass, "id" | "version">,
  body: Omit<EmployeeClassBodyInput, "version">,
): Promise<EmployeeClass> {
  return apiClient.put<EmployeeClass>(employeeClassPath(clientId, employeeClass.id), body, {
    headers: { "If-Match": `"${employeeClass.version}"` },
  });
}

export function useUpdateEmployeeClass(clientId: string, employeeClassId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, body }: { version: number; body: Omit<EmployeeClassBodyInput, "version"> }) =>
      updateEmployeeClass(clientId, { id: employeeClassId, version }, body),
    onSuccess: (saved) => storeEmployeeClass(queryClient, clientId, saved),
    onError: (error) => {
      if (isApiError(error) && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: eifKeys.employeeClass(clientId, employeeClassId) });
      }
    },
  });
}
