/**
 * The explorer's brand bar: the carrier's logo unless the page hides it (or carries another brand), the employer's logo
 * when the page has one, else its name on branded or non-carrier pages. Custom brand colours come from the layout
 * root's variables; on a brand colour the carrier's logo sits on a white chip so that it stays legible.
 */
import { Box, Group, Image, Text } from "@mantine/core";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { useConfiguration } from "../../../lib/configuration/get-configuration";
import classes from "./explorer-layout.module.css";

export function ExplorerBrandBar({ page }: { page: ExplorerPageResponse | null }) {
  const { brand } = useConfiguration();
  const branding = page?.branding;
  const isBranded = branding?.customBranding === true;
  const showsCarrierLogo = !branding || (!branding.hideSunLifeLogo && !branding.nonSunLifeBenefitsExplorer);
  const clientLogo = branding?.logoUrl ?? null;
  const showsClientName = page !== null && !clientLogo && (isBranded || !showsCarrierLogo);
  return (
    <Group className={classes.brandBar} justify="space-between" wrap="wrap" gap="sm" px="md" py="xs">
      {showsCarrierLogo && (
        <Box className={isBranded ? classes.logoChip : undefined}>
          <Image src={brand.logoUrl} alt={brand.name} h={32} w="auto" fit="contain" className={classes.logo} />
        </Box>
      )}
      {clientLogo && page && (
        <Image src={clientLogo} alt={page.clientName} h={32} w="auto" fit="contain" className={classes.logo} />
      )}
      {showsClientName && (
        <Text fw={700} size="lg" style={{ overflowWrap: "anywhere" }}>
          {page.clientName}
        </Text>
      )}
    </Group>
  );
}
