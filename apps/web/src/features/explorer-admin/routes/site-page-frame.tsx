/** The frame of the explorer administration pages: the back link to the client, the h1, and loading or failure. */
import { Alert, Anchor, Container, Loader, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useAdminMessage } from "../hooks/use-admin-message";

export interface SitePageFrameProps {
  clientId: string;
  title: string;
  isLoading?: boolean;
  error?: unknown;
  children?: ReactNode;
}

export function SitePageFrame({ clientId, title, isLoading = false, error, children }: SitePageFrameProps) {
  const { t } = useTranslation("explorerAdmin");
  const { errorMessage } = useAdminMessage();
  const localizedPath = useLocalizedPath();
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Anchor component={Link} to={localizedPath("clientManage", { clientId })}>
          {t("backToClient")}
        </Anchor>
        <Title order={1}>{title}</Title>
        {isLoading && <Loader aria-label={t("loading")} />}
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {!isLoading && !error && children}
      </Stack>
    </Container>
  );
}
