/** The frame of every navigation bar: the brand on the left, the view type's links in a labelled <nav>. */
import { Group, Image } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useConfiguration } from "../../../lib/configuration/get-configuration";

export interface NavBarProps {
  /** <li> items; a bar without items renders only the brand. */
  children?: ReactNode;
  /** Where the brand links to; explorer and outside-signer pages show it without a link. */
  brandTo?: string;
}

export function NavBar({ children, brandTo }: NavBarProps) {
  const { t } = useTranslation(["navigation", "common"]);
  const { brand } = useConfiguration();
  const logo = <Image src={brand.logoUrl} alt={brand.name} h={32} w="auto" fit="contain" />;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" px="md" py="xs">
      {brandTo ? (
        <Link to={brandTo} aria-label={t("common:brandHome", { brand: brand.name })}>
          {logo}
        </Link>
      ) : (
        logo
      )}
      {children && (
        <nav aria-label={t("navigation:mainLabel")}>
          <Group component="ul" gap="xs" wrap="wrap" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {children}
          </Group>
        </nav>
      )}
    </Group>
  );
}
