/** The change history of the EIF after signing (GET .../change-log/deif-changes): newest first, who and what. */
import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format-date-time";
import { useChangeLog } from "../../api/eif-change-actions";
import { changeLabel } from "./change-text";

export function ChangeLog({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation("eif");
  const log = useChangeLog(clientId);
  const entries = log.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" mt="sm">
      <Title order={4}>{t("changes.log.title")}</Title>
      <List spacing="xs" size="sm">
        {entries.map((entry) => (
          <List.Item key={entry.id}>
            <Text size="sm">
              {t("changes.log.entry", {
                date: formatDateTime(entry.createdAt, i18n.language),
                who: entry.changedBy ?? t("changes.log.someone"),
                what: t(`changes.log.sections.${entry.changeDetails.section}`, {
                  count: entry.changeDetails.changes.length,
                }),
              })}
            </Text>
            {entry.changeDetails.changes.length > 0 && (
              <Text size="xs" c="dimmed">
                {entry.changeDetails.changes.map((change) => changeLabel(t, change)).join("; ")}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
