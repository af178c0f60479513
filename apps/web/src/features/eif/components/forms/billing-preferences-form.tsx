/**
 * Plan administrators & billing › Billing preferences, for one policy (its route carries /policy/{policyId}): how
 * the policy is billed and administered, the payroll cycles, advance or arrears, the benefits administration
 * platform, and the policy's bills.
 */
import { Alert, Stack, Title } from "@mantine/core";
import {
  ADVANCE_OR_ARREARS,
  BILL_PAYROLL_CYCLES,
  BILLING_ADMINISTRATION_TYPES,
  BILLING_STRUCTURE_TYPES,
} from "@onboard/domain/clients/enums";
import { useTranslation } from "react-i18next";
import { useBenAdminPlatforms } from "../../api/get-ben-admin-platforms";
import { policyAnswerKey } from "../../hooks/draft-autosave-store";
import { useEifMessage } from "../../hooks/use-eif-message";
import { CheckboxListField, RadioField, SelectField } from "../fields/answer-choice-fields";
import { BillsEditor } from "./bills-editor";
import { useOptions } from "./use-options";

export function BillingPreferencesForm({ policyId }: { policyId: string }) {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const options = useOptions();
  const platforms = useBenAdminPlatforms();
  const key = (field: Parameters<typeof policyAnswerKey>[1]) => policyAnswerKey(policyId, field);
  return (
    <Stack gap="lg">
      <RadioField
        answerKey={key("billingAdministrationType")}
        label={t("fields.billingAdministrationType")}
        options={options("billingAdministrationType", BILLING_ADMINISTRATION_TYPES)}
        required
      />
      <RadioField
        answerKey={key("billingStructureType")}
        label={t("fields.billingStructureType")}
        options={options("billingStructureType", BILLING_STRUCTURE_TYPES)}
        required
      />
      <CheckboxListField
        answerKey={key("billPayrollCycles")}
        label={t("fields.billPayrollCycles")}
        options={options("billPayrollCycle", BILL_PAYROLL_CYCLES)}
        required
      />
      <RadioField
        answerKey={key("advanceOrArrears")}
        label={t("fields.advanceOrArrears")}
        options={options("advanceOrArrears", ADVANCE_OR_ARREARS)}
        required
      />
      {platforms.isError ? (
        <Alert color="red">{errorMessage(platforms.error)}</Alert>
      ) : (
        <SelectField
          answerKey={key("benAdminPlatformId")}
          label={t("fields.benAdminPlatformId")}
          options={(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.name }))}
        />
      )}
      <Title order={3} size="h4">
        {t("bills.heading")}
      </Title>
      <BillsEditor policyId={policyId} />
    </Stack>
  );
}
