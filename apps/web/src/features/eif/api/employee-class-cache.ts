/** What a change to the employee classes alters: the class itself, the list, and the draft's counts and outline. */
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import type { QueryClient } from "@tanstack/react-query";
import { eifKeys } from "./eif-keys";

/** Keeps the saved class (its new version is what the next write sends) and refreshes the rest. */
export function storeEmployeeClass(queryClient: QueryClient, clientId: string, saved: EmployeeClass): Promise<void> {
  queryClient.setQueryData(eifKeys.employeeClass(clientId, saved.id), saved);
  return refreshEmployeeClasses(queryClient, clientId);
}

export function refreshEmployeeClasses(queryClient: QueryClient, clientId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eifKeys.employeeClasses(clientId), exact: true }),
    queryClient.invalidateQueries({ queryKey: eifKeys.draft(clientId) }),
  ]).then(() => undefined);
}
