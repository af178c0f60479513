/** The base client of an Add Coverage client: link or unlink it, and copy its plan configuration onto this client. */
import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import type { ClientDetail } from "@onboard/domain/clients/client-schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useCopyPlanConfiguration } from "../api/client-action";
import { useLinkBaseClient } from "../api/link-base-client";
import { ActionError } from "./action-error";
import { ClientPicker } from "./client-picker";

export function BaseClientSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation("clients");
  const localizedPath = useLocalizedPath();
  const link = useLinkBaseClient(client.id);
  const copy = useCopyPlanConfiguration(client.id);
  const [baseClientId, setBaseClientId] = useState<string | null>(null);

  if (client.implementationType !== "ADD_COVERAGE") return <Text>{t("baseClient.onlyAddCoverage")}</Text>;
  return (
    <Stack>
      {client.baseClient ? (
        <Group>
          <Text>
            {t("baseClient.current")}{" "}
            <Anchor component={Link} to={localizedPath("clientManage", { clientId: client.baseClient.id })}>
              {client.baseClient.name} ({client.baseClient.caseId})
            </Anchor>
          </Text>
          <Button variant="default" size="xs" loading={link.isPending} onClick={() => link.mutate(null)}>
            {t("baseClient.unlink")}
          </Button>
        </Group>
      ) : (
        <Text>{t("baseClient.none")}</Text>
      )}
      <Group align="flex-end">
        <ClientPicker
          label={t("baseClient.pick")}
          value={baseClientId}
          onChange={setBaseClientId}
          excludeId={client.id}
        />
        <Button
          disabled={!baseClientId}
          loading={link.isPending}
          onClick={() => baseClientId && link.mutate(baseClientId, { onSuccess: () => setBaseClientId(null) })}
        >
          {t("baseClient.link")}
        </Button>
      </Group>
      <ActionError error={link.error} />
      {client.baseClient && (
        <Group>
          <Button variant="light" loading={copy.isPending} onClick={() => copy.mutate()}>
            {t("baseClient.copyPlans")}
          </Button>
          {copy.isSuccess && (
            <Text size="sm" role="status">
              {t("baseClient.copied", { count: copy.data.copiedPlanIds.length })}
            </Text>
          )}
        </Group>
      )}
      <ActionError error={copy.error} />
    </Stack>
  );
}
