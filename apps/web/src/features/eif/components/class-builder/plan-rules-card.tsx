/**
 * One plan of the class: its waiting period (a rule, and unless it starts on the date of hire, one of the allowed
 * durations) and its contributions (fully employer-paid, gross-up, or shared with the employer's share; the tax
 * treatment). Each part is checked with the domain's schema and saved with If-Match: the class version.
 */
import { Button, Card, Fieldset, Group, Radio, Select, Stack, TextInput, Title } from "@mantine/core";
import { CONTRIBUTION_TYPES, TAX_TREATMENTS } from "@onboard/domain/clients/enums";
import { DURATION_UNITS, type DurationUnit } from "@onboard/domain/eif/eif-answers";
import {
  contributionsBodySchema,
  type EmployeeClass,
  type EmployeeClassPlan,
  WAITING_PERIOD_RULES,
  waitingPeriodsBodySchema,
} from "@onboard/domain/eif/employee-class-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdateClassPlans } from "../../api/update-class-plans";
import { useEifMessage } from "../../hooks/use-eif-message";
import { useServerChange } from "../../hooks/use-server-change";
import { allowedDurations } from "../fields/duration-field";
import { FormError } from "../forms/form-error";
import { useOptions } from "../forms/use-options";

export interface PlanRulesCardProps {
  clientId: string;
  employeeClass: EmployeeClass;
  plan: EmployeeClassPlan;
  title: string;
}

export function PlanRulesCard({ clientId, employeeClass, plan, title }: PlanRulesCardProps) {
  return (
    <Card withBorder component="section" aria-label={title}>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="lg">
        <WaitingPeriod clientId={clientId} employeeClass={employeeClass} plan={plan} />
        <Contributions clientId={clientId} employeeClass={employeeClass} plan={plan} />
      </Stack>
    </Card>
  );
}

function WaitingPeriod({ clientId, employeeClass, plan }: Omit<PlanRulesCardProps, "title">) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const options = useOptions();
  const update = useUpdateClassPlans(clientId, employeeClass.id);
  const [rule, setRule] = useState<string | null>(plan.waitingPeriodRule);
  const [unit, setUnit] = useState<DurationUnit | null>(plan.waitingPeriodUnit);
  const [value, setValue] = useState<number | null>(plan.waitingPeriodValue);
  const [error, setError] = useState<string | undefined>();
  const [isSaved, setSaved] = useState(false);
  useServerChange([plan.waitingPeriodRule, plan.waitingPeriodUnit, plan.waitingPeriodValue], () => {
    setRule(plan.waitingPeriodRule);
    setUnit(plan.waitingPeriodUnit);
    setValue(plan.waitingPeriodValue);
  });
  const needsDuration = rule !== null && rule !== "DATE_OF_HIRE";

  const save = () => {
    setSaved(false);
    const checked = waitingPeriodsBodySchema.safeParse({
      planIds: [plan.planId],
      waitingPeriodRule: rule,
      waitingPeriodValue: needsDuration ? value : null,
      waitingPeriodUnit: needsDuration ? unit : null,
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const { version: _version, ...body } = checked.data;
    update.mutate(
      { version: employeeClass.version, change: { kind: "waiting-periods", body } },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <Fieldset legend={t("classBuilder.waitingPeriod")}>
      <Stack gap="sm">
        <Select
          label={t("classBuilder.waitingPeriodRule")}
          withAsterisk
          data={options("waitingPeriodRule", WAITING_PERIOD_RULES)}
          placeholder={t("form.choose")}
          value={rule}
          error={rule === null ? translate(error) : undefined}
          onChange={(next) => {
            setSaved(false);
            setRule(next);
          }}
        />
        {needsDuration && (
          <>
            <Radio.Group
              label={t("duration.unit")}
              withAsterisk
              value={unit}
              onChange={(next) => {
                const nextUnit = next as DurationUnit;
                setSaved(false);
                setUnit(nextUnit);
                if (value !== null && !allowedDurations(nextUnit).includes(value)) setValue(null);
              }}
            >
              <Group gap="lg" mt="xs">
                {DURATION_UNITS.map((option) => (
                  <Radio key={option} value={option} label={t(`duration.units.${option}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Select
              label={t("duration.length")}
              withAsterisk
              disabled={unit === null}
              placeholder={unit === null ? t("duration.chooseUnitFirst") : t("form.choose")}
              data={allowedDurations(unit).map((count) => ({
                value: String(count),
                label: t(unit === "DAYS" ? "duration.days" : "duration.months", { count }),
              }))}
              value={value === null ? null : String(value)}
              error={rule !== null ? translate(error) : undefined}
              onChange={(next) => {
                setSaved(false);
                setValue(next === null ? null : Number(next));
              }}
            />
          </>
        )}
        <SaveRow
          isPending={update.isPending}
          isSaved={isSaved}
          label={t("classBuilder.saveWaitingPeriod")}
          onSave={save}
        />
        <FormError error={update.error} />
      </Stack>
    </Fieldset>
  );
}

function Contributions({ clientId, employeeClass, plan }: Omit<PlanRulesCardProps, "title">) {
  const { t } = useTranslation("eif");
  const { translate } = useEifMessage();
  const options = useOptions();
  const update = useUpdateClassPlans(clientId, employeeClass.id);
  const [type, setType] = useState<string | null>(plan.contributionType);
  const [share, setShare] = useState(
    plan.employerContributionPercent === null ? "" : String(plan.employerContributionPercent),
  );
  const [treatment, setTreatment] = useState<string | null>(plan.taxTreatment);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaved, setSaved] = useState(false);
  useServerChange([plan.contributionType, plan.employerContributionPercent, plan.taxTreatment], () => {
    setType(plan.contributionType);
    setShare(plan.employerContributionPercent === null ? "" : String(plan.employerContributionPercent));
    setTreatment(plan.taxTreatment);
  });

  const save = () => {
    setSaved(false);
    const checked = contributionsBodySchema.safeParse({
      planIds: [plan.planId],
      contributionType: type,
      employerContributionPercent: type === "SHARED" ? (share.trim() === "" ? null : Number(share)) : null,
      taxTreatment: treatment,
    });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    const { version: _version, ...body } = checked.data;
    update.mutate(
      { version: employeeClass.version, change: { kind: "contributions", body } },
      { onSuccess: () => setSaved(true) },
    );
  };

  return (
    <Fieldset legend={t("classBuilder.contributions")}>
      <Stack gap="sm">
        <Radio.Group
          label={t("classBuilder.contributionType")}
          withAsterisk
          value={type}
          error={translate(errors.contributionType)}
          onChange={(next) => {
            setSaved(false);
            setType(next);
          }}
        >
          <Stack gap="xs" mt="xs">
            {options("contributionType", CONTRIBUTION_TYPES).map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
        {type === "SHARED" && (
          <TextInput
            label={t("classBuilder.employerContributionPercent")}
            withAsterisk
            inputMode="decimal"
            value={share}
            error={translate(errors.employerContributionPercent)}
            onChange={(event) => {
              setSaved(false);
              setShare(event.currentTarget.value);
            }}
          />
        )}
        <Radio.Group
          label={t("classBuilder.taxTreatment")}
          withAsterisk
          value={treatment}
          error={translate(errors.taxTreatment)}
          onChange={(next) => {
            setSaved(false);
            setTreatment(next);
          }}
        >
          <Group gap="lg" mt="xs">
            {options("taxTreatment", TAX_TREATMENTS).map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <SaveRow
          isPending={update.isPending}
          isSaved={isSaved}
          label={t("classBuilder.saveContributions")}
          onSave={save}
        />
        <FormError error={update.error} />
      </Stack>
    </Fieldset>
  );
}

function SaveRow(props: { isPending: boolean; isSaved: boolean; label: string; onSave: () => void }) {
  const { t } = useTranslation("eif");
  return (
    <Group>
      <Button variant="light" loading={props.isPending} onClick={props.onSave}>
        {props.label}
      </Button>
      <span role="status" aria-live="polite">
        {props.isSaved ? t("classBuilder.saved") : ""}
      </span>
    </Group>
  );
}
