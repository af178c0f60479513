/**
 * The legal footer: copyright and the Legal, Privacy, Security and Fraud links (hidden when printing). The
 * "nonCarrier" variant serves explorer pages under another brand (spec §2): the brand's own line and links instead.
 */
import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "./legal-footer.module.css";

export interface LegalLinks {
  legal: string;
  privacy: string;
  security: string;
  fraud: string;
}

export interface FooterLink {
  key: string;
  label: string;
  href: string;
}

const LINK_ORDER = ["legal", "privacy", "security", "fraud"] as const;

export interface LegalFooterProps {
  /** The carrier's name, or a non-carrier brand on some explorer pages. */
  brandName: string;
  links: LegalLinks;
  year?: number;
  /** "nonCarrier": another brand's line and links replace the carrier's. */
  variant?: "carrier" | "nonCarrier";
  /** Shown under the copyright in the non-carrier variant, e.g. who provides the information. */
  brandLine?: string;
  /** The non-carrier variant's links, already labelled. */
  customLinks?: readonly FooterLink[];
}

export function LegalFooter({
  brandName,
  links,
  year = new Date().getFullYear(),
  variant = "carrier",
  brandLine,
  customLinks,
}: LegalFooterProps) {
  const { t } = useTranslation("footer");
  const shown: readonly FooterLink[] =
    variant === "nonCarrier"
      ? (customLinks ?? [])
      : LINK_ORDER.map((key) => ({ key, label: t(`legal.${key}`), href: links[key] }));
  return (
    <Group className={classes.root} justify="space-between" gap="sm" px="md" py="sm" data-variant={variant}>
      <Stack gap={2}>
        <Text size="sm">{t("legal.copyright", { year, brand: brandName })}</Text>
        {variant === "nonCarrier" && brandLine && <Text size="sm">{brandLine}</Text>}
      </Stack>
      {shown.length > 0 && (
        <nav aria-label={t("legal.navLabel")} className={classes.links}>
          <Group component="ul" gap="md" className={classes.list}>
            {shown.map((link) => (
              <li key={link.key}>
                <Anchor href={link.href} size="sm">
                  {link.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
      )}
    </Group>
  );
}
