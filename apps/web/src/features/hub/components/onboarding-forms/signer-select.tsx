/** A searchable select of the client's ben admins and brokers (signer candidates), for the staff dialogs. */
import { Select } from "@mantine/core";
import type { FormSignerCandidate } from "@onboard/domain/onboarding-forms/onboarding-form-schemas";
import { useTranslation } from "react-i18next";
import { useSignerCandidates } from "../../api/onboarding-forms/get-signer-candidates";

export interface SignerSelectProps {
  clientId: string;
  label: string;
  value: string | null;
  onChange: (userId: string | null) => void;
  error?: string;
  required?: boolean;
  /** Users who may not be picked here (e.g. the recipient being replaced). */
  excludeUserIds?: (string | null)[];
}

export function signerOption(candidate: FormSignerCandidate, roleLabel: string) {
  return { value: candidate.userId, label: `${candidate.name} (${roleLabel}) · ${candidate.email}` };
}

export function SignerSelect({ clientId, label, value, onChange, error, required, excludeUserIds }: SignerSelectProps) {
  const { t } = useTranslation("onboardingForms");
  const candidates = useSignerCandidates(clientId);
  const data = (candidates.data ?? [])
    .filter((candidate) => !excludeUserIds?.includes(candidate.userId))
    .map((candidate) => signerOption(candidate, t(`signerRoles.${candidate.role}`)));
  return (
    <Select
      label={label}
      placeholder={t("dialogs.chooseSigner")}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable={!required}
      required={required}
      nothingFoundMessage={candidates.isError ? candidates.error.message : t("dialogs.noSigners")}
      error={error}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
