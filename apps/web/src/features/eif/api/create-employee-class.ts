/**
 * POST /api/clients/:clientId/employee-classes. `asFirstClass` says the page showed no class; when someone created
 * classes meanwhile the answer is 409 ALREADY_HAS_CLASSES (spec §8): the draft and the class list are refreshed here,
 * and the caller says so.
 */
import type { CreateEmployeeClassBody, EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, isApiError } from "../../../lib/api-client";
import { eifPath } from "./eif-keys";
import { refreshEmployeeClasses, storeEmployeeClass } from "./employee-class-cache";

export const ALREADY_HAS_CLASSES = "ALREADY_HAS_CLASSES";

export function createEmployeeClass(clientId: string, body: CreateEmployeeClassBody): Promise<EmployeeClass> {
  return apiClient.post<EmployeeClass>(eifPath(clientId, "/employee-classes"), body);
}

export function isAlreadyHasClasses(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === ALREADY_HAS_CLASSES;
}

export function useCreateEmployeeClass(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEmployeeClassBody) => createEmployeeClass(clientId, body),
    onSuccess: (saved) => storeEmployeeClass(queryClient, clientId, saved),
    onError: (error) => (isAlreadyHasClasses(error) ? refreshEmployeeClasses(queryClient, clientId) : undefined),
  });
}
