/** Who made the census file; a ben-admin platform names which one (GET /api/ben-admin-platforms). */
import { Alert, NativeSelect, Radio, Stack } from "@mantine/core";
import { CENSUS_SOURCES, type CensusSource } from "@onboard/domain/census/census-api";
import { useTranslation } from "react-i18next";
import { useBenAdminPlatforms } from "../api/get-ben-admin-platforms";

export interface SourcePickerProps {
  source: CensusSource | null;
  benAdminPlatformId: string | null;
  sourceError?: string;
  platformError?: string;
  onSource: (source: CensusSource) => void;
  onPlatform: (platformId: string | null) => void;
}

export function SourcePicker({
  source,
  benAdminPlatformId,
  sourceError,
  platformError,
  onSource,
  onPlatform,
}: SourcePickerProps) {
  const { t } = useTranslation("census");
  const isPlatform = source === "BEN_ADMIN_PLATFORM";
  const platforms = useBenAdminPlatforms({ enabled: isPlatform });
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t("source.label")}
        value={source ?? ""}
        error={sourceError}
        onChange={(value) => onSource(value as CensusSource)}
      >
        <Stack gap="xs" mt="xs">
          {CENSUS_SOURCES.map((option) => (
            <Radio key={option} value={option} label={t(`source.options.${option}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {isPlatform && platforms.isError && <Alert color="red">{platforms.error.message}</Alert>}
      {isPlatform && (
        <NativeSelect
          label={t("source.platform")}
          value={benAdminPlatformId ?? ""}
          error={platformError}
          disabled={!platforms.data}
          data={[
            { value: "", label: t("source.choosePlatform") },
            ...(platforms.data ?? []).map((platform) => ({ value: platform.id, label: platform.name })),
          ]}
          onChange={(event) => onPlatform(event.currentTarget.value || null)}
        />
      )}
    </Stack>
  );
}
