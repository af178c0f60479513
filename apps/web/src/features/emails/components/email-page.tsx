/** The frame of an e-mail page: loading, the error (e.g. not found), or the e-mail. */
import { Alert, Container, Loader, Title } from "@mantine/core";
import type { EmailDetail } from "@onboard/domain/emails/email-schemas";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePageTitle } from "../../../lib/configuration/use-page-title";

export function EmailPage({
  email,
  children,
}: {
  email: UseQueryResult<EmailDetail>;
  children: (email: EmailDetail) => ReactNode;
}) {
  const { t } = useTranslation("emails");
  usePageTitle(email.data?.subject ?? t("detail.title"));
  return (
    <Container size="xl" py="xl">
      {email.isPending && <Loader aria-label={t("loading")} />}
      {email.isError && (
        <>
          <Title order={1}>{t("detail.title")}</Title>
          <Alert color="red" role="alert" mt="md">
            {email.error.message}
          </Alert>
        </>
      )}
      {email.data && children(email.data)}
    </Container>
  );
}
