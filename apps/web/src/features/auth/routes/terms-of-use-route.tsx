/** /terms-of-use: signed-in users read and accept the terms before reaching anything else (issue 3). */
import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { buildPath } from "@onboard/domain/routes/build-path";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { safeRedirectPath } from "../../../app/guards/safe-redirect";
import { isApiError } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage, useLocalizedPath } from "../../../lib/use-language";
import { useAcceptTermsOfUse } from "../api/accept-terms-of-use";
import { ErrorAlert } from "../components/error-alert";

/** The sections of the terms, in reading order (their text is in the auth namespace). */
const TERMS_SECTIONS = ["purpose", "account", "information", "signatures", "privacy", "availability", "changes"];

export function TermsOfUseRoute() {
  const { t } = useTranslation(["auth", "routes", "errors"]);
  usePageTitle(t("routes:termsOfUse"));
  const language = useLanguage();
  const localizedPath = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const accept = useAcceptTermsOfUse();
  const target =
    safeRedirectPath(searchParams.get("redirect")) ?? buildPath("index", undefined, undefined, { language });

  function acceptTerms() {
    accept.mutate(undefined, { onSuccess: () => navigate(target, { replace: true }) });
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("routes:termsOfUse")}</Title>
        <Text>{t("auth:terms.intro")}</Text>
        {TERMS_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`terms-${section}`}>
            <Title order={2} size="h4" id={`terms-${section}`} mb="xs">
              {t(`auth:terms.sections.${section}.title`)}
            </Title>
            <Text>{t(`auth:terms.sections.${section}.body`)}</Text>
          </section>
        ))}
        <ErrorAlert
          message={
            !accept.isError
              ? null
              : isApiError(accept.error) && accept.error.status >= 400 && accept.error.status < 500
                ? accept.error.message
                : t("errors:internal")
          }
        />
        <Group gap="md">
          <Button onClick={acceptTerms} loading={accept.isPending}>
            {t("auth:terms.accept")}
          </Button>
          <Text size="sm">
            {t("auth:terms.declinePrompt")}{" "}
            <Anchor component={Link} to={localizedPath("logout")} underline="always">
              {t("auth:terms.signOut")}
            </Anchor>
          </Text>
        </Group>
      </Stack>
    </Container>
  );
}
