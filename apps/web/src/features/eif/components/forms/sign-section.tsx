/**
 * Review & submit › the signature (issue 14, decision 020). Signed: when and by whom. Not complete: each sub-step that
 * still misses answers, as a link to it. Otherwise, for the client's signer: the consent statement in the page's
 * language, a checkbox to agree, the typed full name and Sign. Staff and brokers are told that the client's
 * authorized signer signs here (the server refuses them too). While the client has an outside signer, the ben admin is
 * told that they sign through their link (decision 021). Signed, with changes the carrier accepted since: the signer
 * signs the updates (`review-&-submit-updates`).
 */
import { Alert, Anchor, List, Text } from "@mantine/core";
import type { EifOutline } from "@onboard/domain/eif/eif-draft-schemas";
import { EIF_CONSENT_STATEMENTS } from "@onboard/domain/eif-signature/consent-statement";
import { isSigningRole } from "@onboard/domain/eif-signature/who-signs";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "../../../../lib/api-client";
import { formatDateTime } from "../../../../lib/format-date-time";
import { useSignedInRole } from "../../../../lib/signed-in-user";
import { useLocalizedPath } from "../../../../lib/use-language";
import { eifKeys } from "../../api/eif-keys";
import { useEifChanges } from "../../api/get-eif-changes";
import { useOutsideSigner } from "../../api/outside-signer-manage";
import { signEif } from "../../api/sign-eif";
import { useEifForm } from "../../hooks/eif-form-context";
import { eifPlaces, placeRoute } from "../../hooks/eif-places";
import { useEifMessage } from "../../hooks/use-eif-message";
import { usePlaceTitle } from "../use-place-title";
import { SignatureForm, type SignatureInput } from "./signature-form";

export function SignSection() {
  const { t, i18n } = useTranslation(["eif", "errors"]);
  const { clientId, draft } = useEifForm();
  const role = useSignedInRole();
  const localizedPath = useLocalizedPath();
  const placeTitle = usePlaceTitle(draft.policies);
  const { errorMessage } = useEifMessage();
  const queryClient = useQueryClient();
  const outsideSigner = useOutsideSigner(clientId).data?.outsideSigner ?? null;
  const changes = useEifChanges(clientId, { enabled: draft.eifSignedAt !== null });
  const signsUpdates = draft.eifSignedAt !== null && changes.data?.editState === "changes-accepted";
  const sign = useMutation({
    mutationFn: (signature: SignatureInput) =>
      signEif(clientId, draft.version, {
        ...signature,
        ...(signsUpdates && { action: "review-&-submit-updates" as const }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eifKeys.all(clientId) }),
  });

  if (draft.eifSignedAt && !signsUpdates) {
    return (
      <Alert color="green" title={t("review.sign.signedTitle")}>
        {t("review.sign.signedOn", {
          date: formatDateTime(draft.eifSignedAt, i18n.language, { style: "long" }),
        })}
      </Alert>
    );
  }

  const outline = draft.outline as EifOutline;
  const incomplete = eifPlaces(outline, draft.policies).filter(
    (place) =>
      place.subStepId !== "review" &&
      outline.find((step) => step.stepId === place.stepId)?.subSteps.find((s) => s.subStepId === place.subStepId)
        ?.complete === false,
  );
  if (!signsUpdates && incomplete.length > 0) {
    return (
      <Alert color="orange" title={t("issues.title")}>
        <Text size="sm" mb="xs">
          {t("review.sign.missingIntro")}
        </Text>
        <List size="sm">
          {incomplete.map((place) => {
            const route = placeRoute(clientId, place);
            return (
              <List.Item key={`${place.subStepId}:${place.policyId ?? ""}`}>
                <Anchor component={Link} to={localizedPath(route.name, route.params)}>
                  {placeTitle(place)}
                </Anchor>
              </List.Item>
            );
          })}
        </List>
      </Alert>
    );
  }

  if (role !== null && !isSigningRole(role)) {
    return (
      <Alert color="blue" title={t("review.sign.title")}>
        {t("review.sign.signerOnly")}
      </Alert>
    );
  }
  if (outsideSigner) {
    return (
      <Alert color="blue" title={t("review.sign.title")}>
        {t("outsideSigner.panel.outsideSigns", { name: `${outsideSigner.firstName} ${outsideSigner.lastName}` })}
      </Alert>
    );
  }

  const failure = sign.error
    ? isApiError(sign.error) && sign.error.code === "EIF_SIGNER_ONLY"
      ? t("errors:eifSignerOnly")
      : isApiError(sign.error) && sign.error.code === "EIF_ALREADY_SIGNED"
        ? t("errors:eifAlreadySigned")
        : isApiError(sign.error) && sign.error.code === "EIF_OUTSIDE_SIGNER_SIGNS"
          ? t("errors:eifOutsideSignerSigns")
          : errorMessage(sign.error)
    : null;

  return (
    <SignatureForm
      titleId="eif-sign-title"
      titleOrder={3}
      title={t(signsUpdates ? "outsideSigner.signUpdatesTitle" : "review.sign.title")}
      intro={signsUpdates && <Text>{t("outsideSigner.header.changes-accepted.body")}</Text>}
      statements={EIF_CONSENT_STATEMENTS}
      submitLabel={t(signsUpdates ? "outsideSigner.signUpdates" : "review.sign.submit")}
      pending={sign.isPending}
      failure={failure}
      onSign={(signature) => sign.mutate(signature)}
    />
  );
}
