/** The demo banner's pre / active ("mid") / post enrollment choice (a chunk of its own: only demo pages show it). */
import { Group, Radio } from "@mantine/core";
import { DEMO_ENROLLMENT_STATUSES, type DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { useTranslation } from "react-i18next";

function isDemoStatus(value: string): value is DemoEnrollmentStatus {
  return DEMO_ENROLLMENT_STATUSES.some((status) => status === value);
}

export function DemoStatusChoice({
  status,
  onChange,
}: {
  status: DemoEnrollmentStatus;
  onChange(next: DemoEnrollmentStatus): void;
}) {
  const { t } = useTranslation("explorer");
  return (
    <Radio.Group
      label={t("demo.statusLabel")}
      description={t("demo.statusDescription")}
      value={status}
      onChange={(value) => {
        if (isDemoStatus(value)) onChange(value);
      }}
    >
      <Group gap="md" mt="xs">
        {DEMO_ENROLLMENT_STATUSES.map((option) => (
          <Radio key={option} value={option} label={t(`demo.status.${option}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
