/**
 * Which plans the class gets: for each benefit type the client has, a check box per plan of that type; a change
 * saves that type's choice (set-benefit-type-plans, If-Match: the class version).
 */
import { Checkbox, Stack, Text } from "@mantine/core";
import type { SlfCoverage } from "@onboard/domain/eif/coverages";
import type { EifPlan } from "@onboard/domain/eif/eif-draft-schemas";
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { useTranslation } from "react-i18next";
import { useUpdateClassPlans } from "../../api/update-class-plans";
import { FormError } from "../forms/form-error";

export function planLabel(t: (key: string) => string, plan: Pick<EifPlan, "benefitType" | "name">): string {
  return plan.name ?? t(`options.coverage.${plan.benefitType}`);
}

export interface ClassPlansSectionProps {
  clientId: string;
  employeeClass: EmployeeClass;
  plans: readonly EifPlan[];
}

export function ClassPlansSection({ clientId, employeeClass, plans }: ClassPlansSectionProps) {
  const { t } = useTranslation("eif");
  const update = useUpdateClassPlans(clientId, employeeClass.id);
  const benefitTypes = [...new Set(plans.map((plan) => plan.benefitType))];
  const chosen = new Set(employeeClass.plans.map((plan) => plan.planId));
  const choose = (benefitType: SlfCoverage, planIds: string[]) =>
    update.mutate({
      version: employeeClass.version,
      change: { kind: "set-benefit-type-plans", body: { benefitType, planIds } },
    });

  if (benefitTypes.length === 0) return <Text>{t("classBuilder.noPlans")}</Text>;
  return (
    <Stack gap="md">
      {benefitTypes.map((benefitType) => {
        const ofType = plans.filter((plan) => plan.benefitType === benefitType);
        return (
          <Checkbox.Group
            key={benefitType}
            label={t(`options.coverage.${benefitType}`)}
            value={ofType.filter((plan) => chosen.has(plan.id)).map((plan) => plan.id)}
            onChange={(planIds) => choose(benefitType, planIds)}
          >
            <Stack gap="xs" mt="xs">
              {ofType.map((plan) => (
                <Checkbox key={plan.id} value={plan.id} label={planLabel(t, plan)} disabled={update.isPending} />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      })}
      <FormError error={update.error} />
    </Stack>
  );
}
