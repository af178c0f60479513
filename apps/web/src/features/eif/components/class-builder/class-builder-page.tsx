/**
 * The class builder (…/employee-classes/create and …/employee-classes/{employeeClassId}): the class's eligibility,
 * then, once it exists, its plans per benefit type and each plan's waiting period and contributions; Duplicate and
 * Delete (after confirming) for an existing class.
 */
import { Alert, Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { CLASS_BUILDER_SUB_STEP } from "@onboard/domain/eif/eif-steps";
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { ConfirmDialog } from "../../../../components/confirm-dialog/confirm-dialog";
import { PageLoader } from "../../../../components/page-loader";
import { isApiError } from "../../../../lib/api-client";
import { usePageTitle } from "../../../../lib/configuration/use-page-title";
import { useEifDraft } from "../../../../lib/eif-draft/get-eif-draft";
import { useLocalizedPath } from "../../../../lib/use-language";
import { useDeleteEmployeeClass } from "../../api/delete-employee-class";
import { useDuplicateEmployeeClass } from "../../api/duplicate-employee-class";
import { useEmployeeClass } from "../../api/get-employee-class";
import { useEmployeeClasses } from "../../api/get-employee-classes";
import { useEifMessage } from "../../hooks/use-eif-message";
import { CLASS_STEP } from "../forms/employee-classes-form";
import { FormError } from "../forms/form-error";
import { ClassPlansSection, planLabel } from "./class-plans-section";
import { EligibilityForm } from "./eligibility-form";
import { PlanRulesCard } from "./plan-rules-card";

export interface ClassBuilderPageProps {
  clientId: string;
  /** Absent on the create page. */
  employeeClassId?: string;
}

export function ClassBuilderPage({ clientId, employeeClassId }: ClassBuilderPageProps) {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const localizedPath = useLocalizedPath();
  const navigate = useNavigate();
  const title = employeeClassId ? t("classBuilder.editTitle") : t("classBuilder.createTitle");
  usePageTitle(title);
  const draft = useEifDraft(clientId);
  const classes = useEmployeeClasses(clientId);
  const employeeClass = useEmployeeClass(clientId, employeeClassId ?? "", { enabled: Boolean(employeeClassId) });
  const builderParams = { clientId, eifStepId: CLASS_STEP, eifSubStepId: CLASS_BUILDER_SUB_STEP };
  const listPath = localizedPath("eifSubStep", builderParams);
  const editPath = (id: string) => localizedPath("eifClassBuilderEdit", { ...builderParams, employeeClassId: id });
  const onCreated = (created: EmployeeClass) => navigate(editPath(created.id), { replace: true });

  const body = (() => {
    if (draft.isError) return <Alert color="red">{errorMessage(draft.error)}</Alert>;
    if (!employeeClassId) {
      if (classes.isError) return <Alert color="red">{errorMessage(classes.error)}</Alert>;
      if (!classes.data || !draft.data) return <PageLoader />;
      return (
        <Section title={t("classBuilder.eligibility")} id="class-eligibility-heading">
          <EligibilityForm
            clientId={clientId}
            employeeClass={null}
            isFirstClass={classes.data.length === 0}
            onCreated={onCreated}
          />
        </Section>
      );
    }
    if (isApiError(employeeClass.error) && employeeClass.error.status === 404) {
      return (
        <Alert color="blue" title={t("classBuilder.notFoundTitle")}>
          {t("classBuilder.notFound")}
        </Alert>
      );
    }
    if (employeeClass.isError) return <Alert color="red">{errorMessage(employeeClass.error)}</Alert>;
    if (!employeeClass.data || !draft.data) return <PageLoader />;
    const current = employeeClass.data;
    const plans = draft.data.plans;
    return (
      <>
        <Section title={t("classBuilder.eligibility")} id="class-eligibility-heading">
          <EligibilityForm clientId={clientId} employeeClass={current} isFirstClass={false} onCreated={onCreated} />
        </Section>
        <Section title={t("classBuilder.plans")}>
          <ClassPlansSection clientId={clientId} employeeClass={current} plans={plans} />
        </Section>
        {current.plans.length > 0 && (
          <Section title={t("classBuilder.planRules")}>
            {current.plans.map((plan) => (
              <PlanRulesCard
                key={plan.planId}
                clientId={clientId}
                employeeClass={current}
                plan={plan}
                title={
                  plan.planName ??
                  planLabel(t, {
                    benefitType: plan.benefitType,
                    name: plans.find((p) => p.id === plan.planId)?.name ?? null,
                  })
                }
              />
            ))}
          </Section>
        )}
        <ClassActions
          clientId={clientId}
          employeeClass={current}
          onDuplicated={(copy) => navigate(editPath(copy.id))}
          onDeleted={() => navigate(listPath)}
        />
      </>
    );
  })();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={listPath}>
          {t("classBuilder.backToClasses")}
        </Anchor>
        <div>
          <Title order={1}>{title}</Title>
          {employeeClass.data && <Text c="dimmed">{employeeClass.data.name}</Text>}
        </div>
        {body}
      </Stack>
    </Container>
  );
}

function Section({ title, id, children }: { title: string; id?: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ClassActions(props: {
  clientId: string;
  employeeClass: EmployeeClass;
  onDuplicated: (copy: EmployeeClass) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation("eif");
  const duplicate = useDuplicateEmployeeClass(props.clientId);
  const remove = useDeleteEmployeeClass(props.clientId);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm">
      <Group>
        <Button
          variant="default"
          loading={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(
              {
                employeeClassId: props.employeeClass.id,
                name: t("classes.copyName", { name: props.employeeClass.name }),
              },
              { onSuccess: props.onDuplicated },
            )
          }
        >
          {t("classes.duplicate")}
        </Button>
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          {t("classBuilder.delete")}
        </Button>
      </Group>
      <FormError error={duplicate.error} />
      <ConfirmDialog
        opened={isConfirming}
        title={t("classes.deleteTitle")}
        message={t("classes.deleteMessage", { name: props.employeeClass.name })}
        confirmLabel={t("form.delete")}
        isDestructive
        isPending={remove.isPending}
        errorAlert={<FormError error={remove.error} />}
        onConfirm={() => remove.mutate(props.employeeClass.id, { onSuccess: props.onDeleted })}
        onClose={() => {
          remove.reset();
          setConfirming(false);
        }}
      />
    </Stack>
  );
}
