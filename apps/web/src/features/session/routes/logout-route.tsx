/** /logout: signs the user out once on arrival; the logout mutation then sends them to login. */
import { Container, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { GeneralErrorPage } from "../../../components/error-pages/general-error-page";
import { PageLoader } from "../../../components/page-loader";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useSupportContact } from "../../../lib/configuration/use-support-contact";
import { useLogout } from "../api/logout";

export function LogoutRoute() {
  const { t } = useTranslation(["routes", "common"]);
  const logout = useLogout();
  const support = useSupportContact();
  const hasStarted = useRef(false);
  usePageTitle(t("routes:logout"));

  useEffect(() => {
    // Strict mode mounts twice in development; sign out once.
    if (hasStarted.current) return;
    hasStarted.current = true;
    logout.mutate();
  }, [logout]);

  if (logout.isError) return <GeneralErrorPage support={support} onRetry={() => logout.mutate()} />;
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t("common:signingOut")}</Title>
      <PageLoader />
    </Container>
  );
}
