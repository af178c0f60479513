/** The dental networks offered in the visitor's state (the spec's state-by-state dental network list), by name. */
import { List, Stack, Text, Title } from "@mantine/core";
import type { UsState } from "@onboard/domain/common/us-states";
import { PREPAID_DENTAL_NETWORKS } from "@onboard/domain/explorer/benefit-types";
import { dentalNetworksIn } from "@onboard/domain/explorer/dental-networks-by-state";
import { isPpoDentalNetwork } from "@onboard/domain/explorer/prepaid-location-plans";
import { useId } from "react";
import { useTranslation } from "react-i18next";

const NETWORK_NAMES = new Map<string, string>(PREPAID_DENTAL_NETWORKS.map((network) => [network.key, network.name]));

export function DentalNetworkList({ state, stateName }: { state: UsState; stateName: string }) {
  const { t } = useTranslation("prepaidLocation");
  const headingId = useId();
  return (
    <Stack gap={4}>
      <Title order={4} size="h5" id={headingId}>
        {t("networksTitle", { state: stateName })}
      </Title>
      <List size="sm" spacing={2} aria-labelledby={headingId}>
        {dentalNetworksIn(state).map((network) => (
          <List.Item key={network}>
            {NETWORK_NAMES.get(network)}{" "}
            <Text span size="sm" c="dimmed">
              ({t(isPpoDentalNetwork(network) ? "networkTypes.ppo" : "networkTypes.prepaid")})
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
