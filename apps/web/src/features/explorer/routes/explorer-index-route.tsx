/**
 * /benefits-explorer (and / on the explorer host): what the explorer is, and a form that opens an employer's site by
 * its name in the address (vanity slug) or its id.
 */
import { Button, Container, Stack, Text, TextInput, Title } from "@mantine/core";
import { TEXT_MAX_LENGTH } from "@onboard/domain/validation/text-limits";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useLanguage } from "../../../lib/use-language";
import { explorerPaths, useExplorerHost } from "../hooks/use-explorer-paths";

interface SiteForm {
  site: string;
}

export function ExplorerIndexRoute() {
  const { t } = useTranslation("explorer");
  usePageTitle(t("index.title"));
  const navigate = useNavigate();
  const host = useExplorerHost();
  const language = useLanguage();
  const { register, handleSubmit, formState } = useForm<SiteForm>({ defaultValues: { site: "" } });
  const onSubmit = handleSubmit(({ site }) => navigate(explorerPaths(host, language, site.trim()).pagePath));
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t("index.title")}</Title>
        <Text>{t("index.intro")}</Text>
        <Text>{t("index.howTo")}</Text>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm" align="flex-start">
            <TextInput
              w="100%"
              label={t("index.siteLabel")}
              description={t("index.siteDescription")}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={TEXT_MAX_LENGTH}
              error={formState.errors.site?.message}
              {...register("site", {
                validate: (value) => value.trim() !== "" || t("index.siteRequired"),
              })}
            />
            <Button type="submit">{t("index.submit")}</Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
