/**
 * The company-information summary (onboarding spec §2): a heading, the client's name, a header and actions given by
 * the page (the inside signer's "Company Information Summary" with Download PDF; an outside signer's page gives its
 * own header for the edit state), whether and when the form was signed, and the answers.
 */
import { Container, Group, Stack, Text, Title } from "@mantine/core";
import type { EifDraftResponse } from "@onboard/domain/eif/eif-draft-schemas";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../lib/format-date-time";
import { SummaryAnswers } from "./summary-answers";

export interface EifSummaryViewProps {
  heading: string;
  /** Shown under the heading (e.g. an outside signer's edit-state message). */
  header?: ReactNode;
  /** Buttons beside the heading (e.g. Download PDF). */
  actions?: ReactNode;
  draft: EifDraftResponse;
  platformName: (id: string) => string;
}

export function EifSummaryView({ heading, header, actions, draft, platformName }: EifSummaryViewProps) {
  const { t, i18n } = useTranslation("eif");
  const signedOn = draft.eifSignedAt ? formatDateTime(draft.eifSignedAt, i18n.language, { style: "long" }) : null;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1}>{heading}</Title>
            <Text c="dimmed">{draft.clientName}</Text>
          </div>
          {actions}
        </Group>
        {header}
        <Text>{signedOn ? t("summary.signedOn", { date: signedOn }) : t("summary.notSigned")}</Text>
        <SummaryAnswers draft={draft} platformName={platformName} />
      </Stack>
    </Container>
  );
}
