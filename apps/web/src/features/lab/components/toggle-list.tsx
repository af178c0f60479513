/**
 * The product's feature toggles (domain FEATURE_TOGGLES), each with its name, what it changes and its global state
 * from GET /api/feature-toggles (no client: the global values). A failed load shows the state as unknown.
 */
import { List, Loader, Stack, Text, Title } from "@mantine/core";
import { FEATURE_TOGGLES, type FeatureToggleName } from "@onboard/domain/feature-toggles/feature-toggles";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { featureTogglesQueryOptions } from "../../../lib/feature-toggles";

export function ToggleList() {
  const { t } = useTranslation("lab");
  const toggles = useQuery(featureTogglesQueryOptions());
  if (toggles.isPending) return <Loader aria-label={t("toggleList.loading")} />;
  const stateOf = (name: FeatureToggleName) => {
    if (!toggles.data) return t("toggleList.unknown");
    return toggles.data[name] === true ? t("toggleList.on") : t("toggleList.off");
  };
  return (
    <List listStyleType="none" spacing="md" aria-label={t("home.togglesTitle")}>
      {FEATURE_TOGGLES.map((name) => (
        <List.Item key={name}>
          <Stack gap={4}>
            <Title order={3} size="h4">
              {t(`toggles.${name}.name`)}{" "}
              <Text span ff="monospace" size="sm">
                ({name})
              </Text>
            </Title>
            <Text>{t(`toggles.${name}.effect`)}</Text>
            <Text fw={600}>{t("toggleList.state", { state: stateOf(name) })}</Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
