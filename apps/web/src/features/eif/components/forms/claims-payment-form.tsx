/**
 * Plan administrators & billing › Claims payment: for each plan paid by claims check, who the payee is, where the
 * check is sent and, when it goes to a contact, which one. Each choice is saved at once through PUT .../plans with
 * the plan's version.
 */
import { Alert, Card, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { isClaimsCheckCoverage } from "@onboard/domain/eif/coverages";
import { CLAIMS_CHECK_PAYEES, type EifPlan, SEND_CLAIMS_CHECK_TO } from "@onboard/domain/eif/eif-draft-schemas";
import type { PlanAnswersInput } from "@onboard/domain/eif/eif-resource-schemas";
import { useTranslation } from "react-i18next";
import { useContacts } from "../../api/get-contacts";
import { useUpdatePlans } from "../../api/update-plans";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { FormError } from "./form-error";
import { contactName } from "./plan-administrators-form";
import { useOptions } from "./use-options";

type PlanField = "claimsCheckPayee" | "sendClaimsCheckTo" | "payeeContactId";

export function ClaimsPaymentForm() {
  const { t } = useTranslation("eif");
  const { clientId, draft } = useEifForm();
  const update = useUpdatePlans(clientId);
  const plans = draft.plans.filter((plan) => isClaimsCheckCoverage(plan.benefitType));
  const save = (plan: EifPlan, field: PlanField, value: string | null) => {
    const change: PlanAnswersInput = { id: plan.id, version: plan.version, [field]: value };
    update.mutate([change]);
  };
  return (
    <Stack gap="md">
      <Text>{t("claimsPayment.intro")}</Text>
      {plans.length === 0 && <Text>{t("claimsPayment.none")}</Text>}
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} isSaving={update.isPending} onChange={save} />
      ))}
      <FormError error={update.error} />
    </Stack>
  );
}

function PlanCard({
  plan,
  isSaving,
  onChange,
}: {
  plan: EifPlan;
  isSaving: boolean;
  onChange: (plan: EifPlan, field: PlanField, value: string | null) => void;
}) {
  const { t } = useTranslation("eif");
  const { translate, errorMessage } = useEifMessage();
  const options = useOptions();
  const { clientId, issues } = useEifForm();
  const contacts = useContacts(clientId);
  const title = [t(`options.coverage.${plan.benefitType}`), plan.name].filter(Boolean).join(" — ");
  const issue = (field: PlanField) => translate(issues[`plans.${plan.id}.${field}`]);
  return (
    <Card withBorder>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t("fields.claimsCheckPayee")}
          withAsterisk
          data={options("claimsCheckPayee", CLAIMS_CHECK_PAYEES)}
          placeholder={t("form.choose")}
          value={plan.claimsCheckPayee}
          disabled={isSaving}
          error={issue("claimsCheckPayee")}
          onChange={(value) => onChange(plan, "claimsCheckPayee", value)}
        />
        <Select
          label={t("fields.sendClaimsCheckTo")}
          withAsterisk
          data={options("sendClaimsCheckTo", SEND_CLAIMS_CHECK_TO)}
          placeholder={t("form.choose")}
          value={plan.sendClaimsCheckTo}
          disabled={isSaving}
          error={issue("sendClaimsCheckTo")}
          onChange={(value) => onChange(plan, "sendClaimsCheckTo", value)}
        />
        {plan.sendClaimsCheckTo === "PAYEE_CONTACT" &&
          (contacts.isError ? (
            <Alert color="red">{errorMessage(contacts.error)}</Alert>
          ) : (
            <Select
              label={t("fields.payeeContactId")}
              data={(contacts.data ?? []).map((contact) => ({ value: contact.id, label: contactName(contact) }))}
              placeholder={t("form.choose")}
              clearable
              value={plan.payeeContactId}
              disabled={isSaving}
              onChange={(value) => onChange(plan, "payeeContactId", value)}
            />
          ))}
      </SimpleGrid>
    </Card>
  );
}
