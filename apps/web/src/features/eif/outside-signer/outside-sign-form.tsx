/**
 * The outside signer's signature: the consent statement in the page's language, a checkbox, the typed full name and
 * Sign (the form, or with `review-&-submit-updates` the accepted changes), in signature-form.tsx. The answer is checked
 * as the server checks it.
 */
import type { EifSigningAction } from "@onboard/domain/eif-signature/signing-action";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client";
import { eifKeys } from "../api/eif-keys";
import { signAsOutsideSigner } from "../api/outside-signer-calls";
import { SignatureForm, type SignatureInput } from "../components/forms/signature-form";
import { useEifMessage } from "../hooks/use-eif-message";

const KNOWN_CODES: Record<string, string> = {
  EIF_ALREADY_SIGNED: "errors:eifAlreadySigned",
  EIF_UPDATES_NOT_READY: "errors:eifUpdatesNotReady",
  OUTSIDE_SIGNER_LINK_INVALID: "errors:outsideSignerLinkInvalid",
};

export function OutsideSignForm(props: {
  clientId: string;
  token: string;
  version: number;
  action: EifSigningAction;
  statements: { en: string; es: string };
}) {
  const { t } = useTranslation(["eif", "errors"]);
  const { errorMessage } = useEifMessage();
  const queryClient = useQueryClient();
  const sign = useMutation({
    mutationFn: (signature: SignatureInput) =>
      signAsOutsideSigner(props.clientId, props.token, props.version, {
        ...signature,
        action: props.action,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eifKeys.outsideReview(props.clientId) }),
  });

  const code = sign.error && isApiError(sign.error) ? sign.error.code : null;
  const failure = sign.error ? (code && KNOWN_CODES[code] ? t(KNOWN_CODES[code]) : errorMessage(sign.error)) : null;
  const isUpdates = props.action === "review-&-submit-updates";

  return (
    <SignatureForm
      titleId="outside-sign-title"
      titleOrder={2}
      title={t(isUpdates ? "outsideSigner.signUpdatesTitle" : "review.sign.title")}
      statements={props.statements}
      submitLabel={t(isUpdates ? "outsideSigner.signUpdates" : "review.sign.submit")}
      pending={sign.isPending}
      failure={failure}
      onSign={(signature) => sign.mutate(signature)}
    />
  );
}
