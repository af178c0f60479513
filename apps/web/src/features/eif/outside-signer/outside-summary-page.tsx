/**
 * /client/{clientId}/outside-signer/eif-summary (spec §2): the outside signer's summary: the heading, whether and when
 * the form was signed, the header of the edit state, and the PDF download (by their token).
 */
import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date-time";
import { useLocalizedPath } from "../../../lib/use-language";
import { downloadOutsideSummary } from "../api/outside-signer-calls";
import { EifSkeleton } from "../components/eif-skeleton";
import { useEifMessage } from "../hooks/use-eif-message";
import { EditStateHeader } from "./edit-state-header";
import { LinkRefused } from "./link-refused";
import { OutsideAnswers } from "./outside-answers";
import { useOutsideReview } from "./use-outside-review";

export function OutsideSummaryPage({ clientId }: { clientId: string }) {
  const { t, i18n } = useTranslation("eif");
  const localizedPath = useLocalizedPath();
  const { token, review, refused } = useOutsideReview(clientId);
  const { errorMessage } = useEifMessage();
  const language = i18n.language.startsWith("es") ? "es" : "en";
  const download = useMutation({ mutationFn: () => downloadOutsideSummary(clientId, token ?? "", language) });
  if (refused || !token) return <LinkRefused />;
  if (review.isError) return <Alert color="red">{errorMessage(review.error)}</Alert>;
  if (!review.data) return <EifSkeleton />;
  const data = review.data;
  const signedAt = data.draft.eifSignedAt;
  const action = data.changes.editState === "changes-accepted" ? "review-&-submit-updates" : "review-&-submit";
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>{t("summary.title")}</Title>
      <Text fw={600}>{data.clientName}</Text>
      <EditStateHeader changes={data.changes} />
      <Text>
        {signedAt
          ? t("summary.signedOn", {
              date: formatDateTime(signedAt, i18n.language, { style: "long" }),
            })
          : t("summary.notSigned")}
      </Text>
      <div>
        <Button onClick={() => download.mutate()} loading={download.isPending}>
          {t("summary.download")}
        </Button>
      </div>
      {download.isError && (
        <Alert color="red" role="alert">
          {errorMessage(download.error)}
        </Alert>
      )}
      <Anchor
        component={Link}
        to={localizedPath("outsideSigner", { clientId, outsideSignerActionId: action })}
        w="fit-content"
      >
        {t(`outsideSigner.back.${action}`)}
      </Anchor>
      <OutsideAnswers draft={data.draft} platforms={data.benAdminPlatforms} />
    </Stack>
  );
}
