/** The "updated by" popover of a call: who last saved it and when, or the carrier's team when no user did. */
import { Button, Popover, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date-time";
import { useLanguage } from "../../../lib/use-language";
import type { UserRef } from "../api/hub-types";

export interface UpdatedByPopoverProps {
  isLoading: boolean;
  updatedBy: UserRef | null;
  updatedAt: string | null;
}

export function UpdatedByPopover({ isLoading, updatedBy, updatedAt }: UpdatedByPopoverProps) {
  const { t } = useTranslation("hub");
  const language = useLanguage();
  const date = updatedAt ? formatDateTime(updatedAt, language) : "";
  const text = isLoading
    ? t("updatedBy.loading")
    : updatedBy
      ? t("updatedBy.user", { name: updatedBy.name, date })
      : t("updatedBy.team");
  return (
    <Popover position="bottom-start" withArrow trapFocus={false} returnFocus>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm">
          {t("updatedBy.button")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" role="status">
          {text}
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
