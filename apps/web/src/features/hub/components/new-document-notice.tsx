/**
 * "New documents were added to your resources": shown until dismissed. Seeing it the first time records NEW_AND_SEEN;
 * Dismiss records OLD (the rule is the domain's `newDocumentNoticeView`).
 */
import { Alert, Anchor, Button, Group, Text } from "@mantine/core";
import { newDocumentNoticeView } from "@onboard/domain/documents/new-document-notice";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-language";
import { useNewDocumentNotice } from "../api/get-new-document-notice";
import { useUpdateNewDocumentNotice } from "../api/update-new-document-notice";

export function NewDocumentNotice({ clientId, showsResourcesLink }: { clientId: string; showsResourcesLink: boolean }) {
  const { t } = useTranslation("hub");
  const localizedPath = useLocalizedPath();
  const notice = useNewDocumentNotice(clientId);
  const update = useUpdateNewDocumentNotice(clientId);
  const view = notice.data ? newDocumentNoticeView(notice.data.newDocumentNoticeStatus) : null;
  const { mutate, isIdle } = update;

  useEffect(() => {
    if (view?.shouldMarkSeen && isIdle) mutate("NEW_AND_SEEN");
  }, [view?.shouldMarkSeen, isIdle, mutate]);

  if (!view?.isShown) return null;
  return (
    <Alert color="blue" title={t("newDocuments.title")} role="status" mb="lg">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          {t("newDocuments.body")}{" "}
          {showsResourcesLink && (
            <Anchor component={Link} to={localizedPath("resourcesListing", { clientId })} underline="always">
              {t("newDocuments.view")}
            </Anchor>
          )}
        </Text>
        <Button size="xs" variant="default" loading={update.isPending} onClick={() => mutate("OLD")}>
          {t("newDocuments.dismiss")}
        </Button>
      </Group>
    </Alert>
  );
}
