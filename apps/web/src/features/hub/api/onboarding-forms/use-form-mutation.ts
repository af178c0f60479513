/** A mutation on one onboarding form: its answer (the form as it now is) replaces the form in the list. */
import type { OnboardingForm } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { hubKeys } from "../hub-keys";

export function useFormMutation<TInput>(
  clientId: string,
  mutationFn: (input: TInput) => Promise<OnboardingForm>,
  options: Pick<UseMutationOptions<OnboardingForm, Error, TInput>, "retry"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (form) => {
      const key = hubKeys.onboardingForms(clientId);
      queryClient.setQueryData<OnboardingForm[]>(key, (forms) =>
        forms ? forms.map((each) => (each.id === form.id ? form : each)) : forms,
      );
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
