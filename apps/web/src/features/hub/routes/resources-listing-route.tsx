/** /resources-listing: employee and employer resources, filterable by language, each downloadable. */
import { Alert, Container, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoader } from "../../../components/page-loader";
import { usePageTitle } from "../../../lib/configuration/use-page-title";
import { useDocumentsMeta } from "../api/get-documents-meta";
import { DocumentTable } from "../components/document-table";
import { NewDocumentNotice } from "../components/new-document-notice";
import { useRequiredParam } from "../hooks/use-client-id";

const LANGUAGE_FILTERS = ["all", "en", "es"] as const;
type LanguageFilter = (typeof LANGUAGE_FILTERS)[number];
const SECTIONS = ["employee-resources", "employer-resources"] as const;

function ResourceSection({
  clientId,
  category,
  language,
}: {
  clientId: string;
  category: string;
  language: LanguageFilter;
}) {
  const { t } = useTranslation("hub");
  const documents = useDocumentsMeta(clientId, {
    categories: [category],
    language: language === "all" ? null : language,
  });
  const title = t(`resources.sections.${category}`);
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {documents.isPending && <PageLoader />}
      {documents.isError && <Alert color="red">{documents.error.message}</Alert>}
      {documents.data && (
        <DocumentTable clientId={clientId} caption={title} documents={documents.data} isEditable={false} />
      )}
    </section>
  );
}

export function ResourcesListingRoute() {
  const { t } = useTranslation("hub");
  usePageTitle(t("resources.title"));
  const clientId = useRequiredParam("clientId");
  const [language, setLanguage] = useState<LanguageFilter>("all");
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        {t("resources.title")}
      </Title>
      <Text mb="md">{t("resources.intro")}</Text>
      <NewDocumentNotice clientId={clientId} showsResourcesLink={false} />
      <Stack gap="xl">
        <Radio.Group
          label={t("resources.language")}
          value={language}
          onChange={(value) => setLanguage(value as LanguageFilter)}
        >
          <Group mt="xs">
            {LANGUAGE_FILTERS.map((value) => (
              <Radio key={value} value={value} label={t(`resources.languages.${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        {SECTIONS.map((category) => (
          <ResourceSection key={category} clientId={clientId} category={category} language={language} />
        ))}
      </Stack>
    </Container>
  );
}
