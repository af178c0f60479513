/** The page of one broker or ben admin: their details, account actions and clients. */
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLocalizedPath } from "../../../lib/use-language";
import { useUser } from "../api/get-user";
import { UserAccountActions } from "./user-account-actions";
import { UserClientsSection } from "./user-clients-section";
import { UserDetailsSection } from "./user-details-section";

const LIST_ROUTE = { broker: "brokersAdmin", "ben-admin": "benAdminsAdmin" } as const;

export function UserManagePage({ kind }: { kind: "broker" | "ben-admin" }) {
  const { t } = useTranslation("users");
  const { userId = "" } = useParams();
  const localizedPath = useLocalizedPath();
  const user = useUser(kind, userId);
  usePageTitle(user.data?.name ?? t(`pages.${kind}.manageTitle`));

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Anchor component={Link} to={localizedPath(LIST_ROUTE[kind])}>
          {t(`pages.${kind}.backToList`)}
        </Anchor>
        {user.isPending && (
          <>
            <Title order={1}>{t(`pages.${kind}.manageTitle`)}</Title>
            <Loader aria-label={t("loading")} />
          </>
        )}
        {user.isError && (
          <>
            <Title order={1}>{t(`pages.${kind}.manageTitle`)}</Title>
            <Alert color="red" role="alert">
              {user.error.message}
            </Alert>
          </>
        )}
        {user.data && (
          <>
            <div>
              <Text c="dimmed">{t(`pages.${kind}.manageTitle`)}</Text>
              <Title order={1}>{user.data.name}</Title>
            </div>
            <UserDetailsSection kind={kind} user={user.data} />
            <UserAccountActions kind={kind} user={user.data} />
            <UserClientsSection kind={kind} userId={user.data.id} userName={user.data.name} />
          </>
        )}
      </Stack>
    </Container>
  );
}
