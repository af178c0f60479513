/**
 * /client/{clientId}/outside-signer/{review-&-submit | review-&-submit-updates} (spec §2, decision 021): the page an
 * outside signer opens from their e-mail, with no account. The header follows the edit state; then the answers, what
 * is still missing (no links: the signer cannot edit), and the signature; once signed, a confirmation and the summary.
 * With `review-&-submit-updates` the accepted changes are listed and signed instead of the form.
 */
import { Alert, Anchor, List, Stack, Table, Text, Title } from "@mantine/core";
import type { OutsideReview } from "@onboard/domain/outside-signer/outside-review-schema";
import type { OutsideSignerActionId } from "@onboard/domain/outside-signer/token-policy";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../lib/format-date-time";
import { useLocalizedPath } from "../../../lib/use-language";
import { platformNameIn } from "../components/answers/place-answers";
import { changeLabel, changeValue } from "../components/changes/change-text";
import { EifSkeleton } from "../components/eif-skeleton";
import { usePlaceTitle } from "../components/use-place-title";
import { mergedSnapshot } from "../hooks/eif-form-context";
import { useEifMessage } from "../hooks/use-eif-message";
import { EditStateHeader } from "./edit-state-header";
import { LinkRefused } from "./link-refused";
import { OutsideAnswers } from "./outside-answers";
import { OutsideSignForm } from "./outside-sign-form";
import { useOutsideReview } from "./use-outside-review";

export function OutsideReviewPage({ clientId, action }: { clientId: string; action: OutsideSignerActionId }) {
  const { t } = useTranslation("eif");
  const { token, review, refused } = useOutsideReview(clientId);
  const { errorMessage } = useEifMessage();
  if (refused || !token) return <LinkRefused />;
  if (review.isError) return <Alert color="red">{errorMessage(review.error)}</Alert>;
  if (!review.data) return <EifSkeleton />;
  const data = review.data;
  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("outsideSigner.title", { client: data.clientName })}</Title>
        <Text c="dimmed">
          {t("outsideSigner.greeting", { name: `${data.signer.firstName} ${data.signer.lastName}` })}
        </Text>
      </Stack>
      <EditStateHeader changes={data.changes} />
      {action === "review-&-submit-updates" ? (
        <UpdatesSection clientId={clientId} token={token} data={data} />
      ) : (
        <FormSection clientId={clientId} token={token} data={data} />
      )}
    </Stack>
  );
}

function SummaryLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation("eif");
  const localizedPath = useLocalizedPath();
  return (
    <Anchor component={Link} to={localizedPath("outsideSignerEifSummary", { clientId })}>
      {t("summary.open")}
    </Anchor>
  );
}

function UpdatesLink({ clientId }: { clientId: string }) {
  const { t } = useTranslation("eif");
  const localizedPath = useLocalizedPath();
  return (
    <Anchor
      component={Link}
      to={localizedPath("outsideSigner", { clientId, outsideSignerActionId: "review-&-submit-updates" })}
      w="fit-content"
    >
      {t("outsideSigner.openUpdates")}
    </Anchor>
  );
}

function Signed({ clientId, at }: { clientId: string; at: string }) {
  const { t, i18n } = useTranslation("eif");
  const date = formatDateTime(at, i18n.language, { style: "long" });
  return (
    <Alert color="green" title={t("review.sign.signedTitle")}>
      <Stack gap="xs">
        <Text size="sm">{t("review.sign.signedOn", { date })}</Text>
        <SummaryLink clientId={clientId} />
      </Stack>
    </Alert>
  );
}

function FormSection({ clientId, token, data }: { clientId: string; token: string; data: OutsideReview }) {
  const { t } = useTranslation("eif");
  const placeTitle = usePlaceTitle(data.draft.policies);
  const signedAt = data.draft.eifSignedAt;
  return (
    <>
      {signedAt && <Signed clientId={clientId} at={signedAt} />}
      {signedAt && data.changes.editState === "changes-accepted" && <UpdatesLink clientId={clientId} />}
      <Text>{t("outsideSigner.intro")}</Text>
      <OutsideAnswers draft={data.draft} platforms={data.benAdminPlatforms} />
      {!signedAt && data.missing.length > 0 && (
        <Alert color="orange" title={t("issues.title")}>
          <Text size="sm" mb="xs">
            {t("outsideSigner.missingIntro")}
          </Text>
          <List size="sm">
            {data.missing.map((missing) => (
              <List.Item key={`${missing.subStepId}:${missing.field}`}>
                {placeTitle({ subStepId: missing.subStepId as never, policyId: null })}: {t(`fields.${missing.field}`)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {!signedAt && data.missing.length === 0 && (
        <OutsideSignForm
          clientId={clientId}
          token={token}
          version={data.draft.version}
          action="review-&-submit"
          statements={data.consentStatements}
        />
      )}
    </>
  );
}

function UpdatesSection({ clientId, token, data }: { clientId: string; token: string; data: OutsideReview }) {
  const { t, i18n } = useTranslation("eif");
  const snapshot = mergedSnapshot(data.draft, {});
  const context = {
    t,
    language: i18n.language,
    snapshot,
    units: snapshot.answers as Record<string, unknown>,
    platformName: platformNameIn(data.benAdminPlatforms),
  };
  if (data.changes.editState !== "changes-accepted") {
    return (
      <Stack gap="sm">
        {data.draft.eifSignedAt && data.changes.editState === "no-edits" ? (
          <Signed clientId={clientId} at={data.draft.eifSignedAt} />
        ) : (
          <Alert color="gray">{t("outsideSigner.noUpdates")}</Alert>
        )}
      </Stack>
    );
  }
  return (
    <>
      <Title order={2}>{t("outsideSigner.changesTitle")}</Title>
      <Table layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("outsideSigner.changeField")}</Table.Th>
            <Table.Th>{t("outsideSigner.changeFrom")}</Table.Th>
            <Table.Th>{t("outsideSigner.changeTo")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.changes.changes
            .filter((change) => change.status === "accepted")
            .map((change) => (
              <Table.Tr key={`${change.entity}:${change.entityId}:${change.attributeKey}`}>
                <Table.Td>{changeLabel(t, change)}</Table.Td>
                <Table.Td>{changeValue(context, change, change.from)}</Table.Td>
                <Table.Td>{changeValue(context, change, change.to)}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <OutsideSignForm
        clientId={clientId}
        token={token}
        version={data.draft.version}
        action="review-&-submit-updates"
        statements={data.consentStatements}
      />
      <SummaryLink clientId={clientId} />
    </>
  );
}
