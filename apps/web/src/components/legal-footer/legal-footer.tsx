/** The legal footer: copyright and the Legal, Privacy, Security and Fraud links (hidden when printing). */
import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./legal-footer.module.css";

export interface LegalLinks {
  legal: string;
  privacy: string;
  security: string;
  fraud: string;
}

const LINK_ORDER = ["legal", "privacy", "security", "fraud"] as const;

export interface LegalFooterProps {
  /** The carrier's name, or a non-carrier brand on some explorer pages. */
  brandName: string;
  links: LegalLinks;
  year?: number;
}

export function LegalFooter({ brandName, links, year = new Date().getFullYear() }: LegalFooterProps) {
  const { t } = useTranslation("footer");
  return (
    <Group className={classes.root} justify="space-between" gap="sm" px="md" py="sm">
      <Text size="sm">{t("legal.copyright", { year, brand: brandName })}</Text>
      <nav aria-label={t("legal.navLabel")} className={classes.links}>
        <Group component="ul" gap="md" className={classes.list}>
          {LINK_ORDER.map((key) => (
            <li key={key}>
              <Anchor href={links[key]} size="sm">
                {t(`legal.${key}`)}
              </Anchor>
            </li>
          ))}
        </Group>
      </nav>
    </Group>
  );
}
