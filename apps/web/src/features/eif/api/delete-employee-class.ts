/** DELETE /api/clients/:clientId/employee-classes/:id; the list and the draft's counts change. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client";
import { eifKeys } from "./eif-keys";
import { refreshEmployeeClasses } from "./employee-class-cache";
import { employeeClassPath } from "./get-employee-class";

export function deleteEmployeeClass(clientId: string, employeeClassId: string): Promise<void> {
  return apiClient.delete<void>(employeeClassPath(clientId, employeeClassId));
}

export function useDeleteEmployeeClass(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeClassId: string) => deleteEmployeeClass(clientId, employeeClassId),
    onSuccess: (_answer, employeeClassId) => {
      queryClient.removeQueries({ queryKey: eifKeys.employeeClass(clientId, employeeClassId) });
    },
    onSettled: () => refreshEmployeeClasses(queryClient, clientId),
  });
}
