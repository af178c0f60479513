/** The page's heading: its name (the one h1), the employer, the plan year and the open-enrollment dates. */
import { Stack, Text, Title } from "@mantine/core";
import type { Language } from "@onboard/domain/common/environments";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useTranslation } from "react-i18next";
import { formatDay, localeOf } from "../../../lib/format-date-time";

export function PageHeading({ page, language }: { page: ExplorerPageResponse; language: Language }) {
  const { t } = useTranslation("explorer");
  return (
    <Stack gap={4}>
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {page.name}
      </Title>
      <Text size="lg">{page.clientName}</Text>
      {page.planYear && <Text>{t("page.planYear", { planYear: page.planYear })}</Text>}
      <Text>
        {t("page.openEnrollment", {
          start: formatDay(page.openEnrollmentStart, localeOf(language), "long"),
          end: formatDay(page.openEnrollmentEnd, localeOf(language), "long"),
        })}
      </Text>
    </Stack>
  );
}
