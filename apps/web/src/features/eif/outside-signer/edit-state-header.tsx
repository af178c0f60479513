/**
 * The outside signer's header after signing (spec §2: it depends on the summary's edit state): accepted changes to
 * sign, declined changes (with the reason), changes waiting for the carrier's review; nothing when there are no edits.
 */
import { Alert } from "@mantine/core";
import type { EifChanges } from "@onboard/domain/eif-changes/eif-changes-schema";
import { useTranslation } from "react-i18next";

const COLOR = {
  "changes-accepted": "blue",
  "changes-declined-no-new-edits": "orange",
  "ready-for-review": "gray",
} as const;

export function EditStateHeader({ changes }: { changes: EifChanges }) {
  const { t } = useTranslation("eif");
  const state = changes.editState;
  if (state === "no-edits") return null;
  return (
    <Alert color={COLOR[state]} title={t(`outsideSigner.header.${state}.title`)}>
      {t(`outsideSigner.header.${state}.body`)}
      {state === "changes-declined-no-new-edits" && changes.changesDeclinedReason && (
        <>
          {" "}
          {t("outsideSigner.header.changes-declined-no-new-edits.reason", { reason: changes.changesDeclinedReason })}
        </>
      )}
    </Alert>
  );
}
