/**
 * The user banner on client pages: "You're viewing {client} as an internal user" (or as a broker), with See all
 * clients and, for internal users, Manage client. Which variant shows is the domain's `userBannerFor`.
 */
import { Anchor, Box, Group, Text } from "@mantine/core";
import type { UserBanner as UserBannerRule } from "@onboard/domain/navigation/user-banner";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export interface UserBannerProps {
  banner: UserBannerRule;
  clientName: string;
  allClientsPath: string;
  manageClientPath: string;
}

export function UserBanner({ banner, clientName, allClientsPath, manageClientPath }: UserBannerProps) {
  const { t } = useTranslation("navigation");
  return (
    <Box
      component="section"
      aria-label={t("userBanner.label")}
      px="md"
      py="xs"
      style={{ background: "var(--mantine-color-blue-0)", borderTop: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">{t(`userBanner.viewing.${banner.viewer}`, { client: clientName })}</Text>
        <Group gap="md">
          <Anchor component={Link} to={allClientsPath} size="sm">
            {t("userBanner.seeAllClients")}
          </Anchor>
          {banner.isManageClientShown && (
            <Anchor component={Link} to={manageClientPath} size="sm">
              {t("userBanner.manageClient")}
            </Anchor>
          )}
        </Group>
      </Group>
    </Box>
  );
}
