/**
 * The class builder's plan calls, each with If-Match: the class version, each answering the class:
 * POST .../employee-classes/:id/plans/set-benefit-type-plans (which plans of a benefit type the class gets),
 * .../plans/waiting-periods and .../plans/contributions.
 */
import type {
  ContributionsBody,
  EmployeeClass,
  SetBenefitTypePlansBody,
  WaitingPeriodsBody,
} from "@onboard/domain/eif/employee-class-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, isApiError } from "../../../lib/api-client";
import { eifKeys } from "./eif-keys";
import { storeEmployeeClass } from "./employee-class-cache";
import { employeeClassPath } from "./get-employee-class";

export type ClassPlansChange =
  | { kind: "set-benefit-type-plans"; body: Omit<SetBenefitTypePlansBody, "version"> }
  | { kind: "waiting-periods"; body: Omit<WaitingPeriodsBody, "version"> }
  | { kind: "contributions"; body: Omit<ContributionsBody, "version"> };

export function updateClassPlans(
  clientId: string,
  employeeClass: Pick<EmployeeClass, "id" | "version">,
  change: ClassPlansChange,
): Promise<EmployeeClass> {
  return apiClient.post<EmployeeClass>(
    employeeClassPath(clientId, employeeClass.id, `/plans/${change.kind}`),
    change.body,
    { headers: { "If-Match": `"${employeeClass.version}"` } },
  );
}

export function useUpdateClassPlans(clientId: string, employeeClassId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, change }: { version: number; change: ClassPlansChange }) =>
      updateClassPlans(clientId, { id: employeeClassId, version }, change),
    onSuccess: (saved) => storeEmployeeClass(queryClient, clientId, saved),
    onError: (error) => {
      if (isApiError(error) && error.status === 412) {
        void queryClient.invalidateQueries({ queryKey: eifKeys.employeeClass(clientId, employeeClassId) });
      }
    },
  });
}
