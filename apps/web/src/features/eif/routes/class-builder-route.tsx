/**
 * …/step/plan-configuration-&-eligibility/employee-classes/create and …/employee-classes/{employeeClassId}: the class
 * builder. Any other step or sub-step in these paths shows no form, and says so.
 */
import { Container, Stack, Title } from "@mantine/core";
import { CLASS_BUILDER_SUB_STEP } from "@onboard/domain/eif/eif-steps";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ClassBuilderPage } from "../components/class-builder/class-builder-page";
import { CLASS_STEP } from "../components/forms/employee-classes-form";
import { PlaceNotShown } from "../components/place-not-shown";

function useClassBuilderParams() {
  const { clientId, eifStepId, eifSubStepId, employeeClassId } = useParams();
  if (!clientId) throw new Error(missingParamMessage("clientId"));
  const isClassBuilder = eifStepId === CLASS_STEP && eifSubStepId === CLASS_BUILDER_SUB_STEP;
  return { clientId, employeeClassId, isClassBuilder };
}

function NotClassBuilder({ clientId }: { clientId: string }) {
  const { t } = useTranslation("eif");
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>{t("title")}</Title>
        <PlaceNotShown clientId={clientId} reason="unknown" />
      </Stack>
    </Container>
  );
}

export function ClassBuilderCreateRoute() {
  const { clientId, isClassBuilder } = useClassBuilderParams();
  if (!isClassBuilder) return <NotClassBuilder clientId={clientId} />;
  return <ClassBuilderPage clientId={clientId} />;
}

export function ClassBuilderEditRoute() {
  const { clientId, employeeClassId, isClassBuilder } = useClassBuilderParams();
  if (!employeeClassId) throw new Error(missingParamMessage("employeeClassId"));
  if (!isClassBuilder) return <NotClassBuilder clientId={clientId} />;
  return <ClassBuilderPage key={employeeClassId} clientId={clientId} employeeClassId={employeeClassId} />;
}
