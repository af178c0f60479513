/** Tasks built in later issues or outside the hub: what the task is for, and a link onward where one exists. */
import { Alert, Anchor, Card, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEifFormLink } from "../../../lib/eif-draft/use-eif-form-link";
import { useLocalizedPath } from "../../../lib/use-language";
import { useDocumentsMeta } from "../api/get-documents-meta";
import type { TaskId } from "../api/hub-types";
import { DocumentTable } from "./document-table";

export interface LinkTaskProps {
  clientId: string;
  taskId: TaskId;
  policyId: string | null;
}

function ResourceDocuments({ clientId }: { clientId: string }) {
  const { t } = useTranslation("hub");
  const documents = useDocumentsMeta(clientId, { categories: ["enrollment-resources"] });
  if (documents.isError) return <Alert color="red">{documents.error.message}</Alert>;
  if (!documents.data) return null;
  return (
    <DocumentTable
      clientId={clientId}
      caption={t("linkTask.resourcesCaption")}
      documents={documents.data}
      isEditable={false}
    />
  );
}

export function LinkTask({ clientId, taskId, policyId }: LinkTaskProps) {
  const { t } = useTranslation("hub");
  const localizedPath = useLocalizedPath();
  const isEifTask = taskId === "company-profile" || taskId === "eif-submit-company-information";
  // The EIF opens at its first step that is not complete.
  const eifLink = useEifFormLink(clientId, { enabled: isEifTask });
  const link = (() => {
    if (taskId === "enrollment-elections" && policyId) {
      return { to: localizedPath("censusValidations", { clientId, policyId }), label: t("linkTask.openCensus") };
    }
    if (isEifTask) return { to: eifLink.to, onClick: eifLink.onClick, label: t("linkTask.openEif") };
    return null;
  })();
  return (
    <Stack gap="md">
      <Card withBorder>
        <Text>{t(`linkTask.body.${taskId}`)}</Text>
        {link && (
          <Anchor component={Link} to={link.to} onClick={link.onClick} mt="sm" display="inline-block">
            {link.label}
          </Anchor>
        )}
      </Card>
      {taskId === "enrollment-resources" && <ResourceDocuments clientId={clientId} />}
    </Stack>
  );
}
