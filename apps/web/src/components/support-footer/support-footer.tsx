/** The "Need Help?" footer: support contacts, the implementation consultant and the help-centre link. */
import { Anchor, Box, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import type { SupportContact } from "../../lib/configuration/support-contact";

export interface ImplementationConsultant {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

/** none: the page has no client, so there is no consultant to load. */
export type ConsultantStatus = "none" | "loading" | "error" | "success";

export interface SupportFooterProps {
  support: SupportContact;
  consultant?: ImplementationConsultant | null;
  consultantStatus?: ConsultantStatus;
  /** The client's onboarding is complete (release status LIVE). */
  isOnboardingLive?: boolean;
  /**
   * False on a kiosk (decision 029): the contacts are text the visitor can note down, with no telephone, e-mail or
   * help-centre link to take the shared screen off the site.
   */
  withLinks?: boolean;
  /** The page's chat entry, under the contacts (the layout's: it knows the page's chat context); none on a kiosk. */
  chat?: ReactNode;
}

/** Spec: the help-centre link shows when onboarding is live or loading fails; pages without a client show it too. */
export function shouldShowHelpCenterLink(status: ConsultantStatus, isOnboardingLive: boolean): boolean {
  return isOnboardingLive || status === "error" || status === "none";
}

export function SupportFooter({
  support,
  consultant = null,
  consultantStatus = "none",
  isOnboardingLive = false,
  withLinks = true,
  chat,
}: SupportFooterProps) {
  const { t } = useTranslation("footer");
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} px="md" py="lg" bg="gray.0">
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t("support.title")}
      </Title>
      <Group align="flex-start" gap="xl">
        <Stack gap={4}>
          <Text fw={600}>{t("support.contactUs")}</Text>
          <Text size="sm">
            {t("support.phone")}:{" "}
            {withLinks ? <Anchor href={`tel:${support.phone}`}>{support.phone}</Anchor> : support.phone}
          </Text>
          <Text size="sm">
            {t("support.email")}:{" "}
            {withLinks ? <Anchor href={`mailto:${support.email}`}>{support.email}</Anchor> : support.email}
          </Text>
          <Text size="sm">
            {t("support.hours")}: {t("support.hoursValue")}
          </Text>
          {withLinks && chat}
        </Stack>
        <ConsultantDetails consultant={consultant} status={consultantStatus} withLinks={withLinks} />
      </Group>
      {withLinks && shouldShowHelpCenterLink(consultantStatus, isOnboardingLive) && (
        <Anchor href={support.helpCenterUrl} mt="sm" display="inline-block">
          {t("support.helpCenter")}
        </Anchor>
      )}
    </Box>
  );
}

function ConsultantDetails({
  consultant,
  status,
  withLinks,
}: {
  consultant: ImplementationConsultant | null;
  status: ConsultantStatus;
  withLinks: boolean;
}) {
  const { t } = useTranslation("footer");
  if (status === "none") return null;
  if (status === "loading") {
    return (
      <Stack gap={4} aria-busy="true">
        <Text fw={600}>{t("support.consultantTitle")}</Text>
        <Text size="sm">{t("support.consultantLoading")}</Text>
        <Skeleton height={12} width={180} aria-hidden="true" />
      </Stack>
    );
  }
  if (status === "error") return <Text size="sm">{t("support.consultantError")}</Text>;
  if (!consultant) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>{t("support.consultantTitle")}</Text>
      <Text size="sm">
        {consultant.firstName} {consultant.lastName}
      </Text>
      {withLinks ? (
        <>
          <Anchor size="sm" href={`tel:${consultant.phoneNumber}`}>
            {consultant.phoneNumber}
          </Anchor>
          <Anchor size="sm" href={`mailto:${consultant.email}`}>
            {consultant.email}
          </Anchor>
        </>
      ) : (
        <>
          <Text size="sm">{consultant.phoneNumber}</Text>
          <Text size="sm">{consultant.email}</Text>
        </>
      )}
    </Stack>
  );
}
