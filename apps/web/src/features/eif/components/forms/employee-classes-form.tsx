/**
 * Plan configuration & eligibility › Employee classes: the classes with their plans; Edit and Add class open the class
 * builder, Duplicate copies a class, Delete asks first.
 */
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { CLASS_BUILDER_SUB_STEP } from "@onboard/domain/eif/eif-steps";
import type { EmployeeClass } from "@onboard/domain/eif/employee-class-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../../lib/use-language";
import { useDeleteEmployeeClass } from "../../api/delete-employee-class";
import { useDuplicateEmployeeClass } from "../../api/duplicate-employee-class";
import { useEmployeeClasses } from "../../api/get-employee-classes";
import { useEifForm } from "../../hooks/eif-form-context";
import { useEifMessage } from "../../hooks/use-eif-message";
import { AdditionalCompensations } from "./additional-compensations";
import { DeleteRecordDialog } from "./delete-record-dialog";
import { FormError } from "./form-error";
import { RecordActions } from "./record-actions";
import { RecordList } from "./record-list";

export const CLASS_STEP = "plan-configuration-&-eligibility";

export function EmployeeClassesForm() {
  const { t } = useTranslation("eif");
  const { errorMessage } = useEifMessage();
  const localizedPath = useLocalizedPath();
  const { clientId } = useEifForm();
  const classes = useEmployeeClasses(clientId);
  const duplicate = useDuplicateEmployeeClass(clientId);
  const remove = useDeleteEmployeeClass(clientId);
  const [deleting, setDeleting] = useState<EmployeeClass | null>(null);
  const builderParams = { clientId, eifStepId: CLASS_STEP, eifSubStepId: CLASS_BUILDER_SUB_STEP };

  if (classes.isError) return <Alert color="red">{errorMessage(classes.error)}</Alert>;
  const list = classes.data ?? [];
  return (
    <Stack gap="md">
      <Text>{t("classes.intro")}</Text>
      <RecordList isPending={classes.isPending} isEmpty={list.length === 0} none={t("classes.none")}>
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {list.map((employeeClass) => (
            <Card key={employeeClass.id} withBorder component="li">
              <Title order={3} size="h4">
                {employeeClass.name}
              </Title>
              {employeeClass.description && <Text size="sm">{employeeClass.description}</Text>}
              <Text size="sm" c="dimmed">
                {t("classes.planCount", { count: employeeClass.plans.length })}
              </Text>
              <RecordActions
                name={employeeClass.name}
                mt="sm"
                editTo={localizedPath("eifClassBuilderEdit", { ...builderParams, employeeClassId: employeeClass.id })}
                onDelete={() => setDeleting(employeeClass)}
              >
                <Button
                  size="compact-sm"
                  variant="default"
                  aria-label={t("classes.duplicateNamed", { name: employeeClass.name })}
                  loading={duplicate.isPending && duplicate.variables?.employeeClassId === employeeClass.id}
                  onClick={() =>
                    duplicate.mutate({
                      employeeClassId: employeeClass.id,
                      name: t("classes.copyName", { name: employeeClass.name }),
                    })
                  }
                >
                  {t("classes.duplicate")}
                </Button>
              </RecordActions>
            </Card>
          ))}
        </Stack>
      </RecordList>
      <FormError error={duplicate.error} />
      <Group>
        <Anchor component={Link} to={localizedPath("eifClassBuilderCreate", builderParams)} fw={700}>
          {t("classes.add")}
        </Anchor>
      </Group>
      <AdditionalCompensations clientId={clientId} classes={list} />
      <DeleteRecordDialog
        record={deleting}
        title={t("classes.deleteTitle")}
        message={t("classes.deleteMessage", { name: deleting?.name ?? "" })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
