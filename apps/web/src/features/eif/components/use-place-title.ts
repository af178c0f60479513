/** A place's title: the sub-step's name, and for a per-policy sub-step the policy it is about. */
import type { EifPolicy } from "@onboard/domain/eif/eif-draft-schemas";
import { useTranslation } from "react-i18next";
import type { EifPlace } from "../hooks/eif-places";

export function usePlaceTitle(policies: readonly Pick<EifPolicy, "id" | "policyNumber">[]) {
  const { t } = useTranslation("eif");
  return (place: Pick<EifPlace, "subStepId" | "policyId">): string => {
    const name = t(`subSteps.${place.subStepId}`);
    if (!place.policyId) return name;
    const policy = policies.find((p) => p.id === place.policyId)?.policyNumber ?? "";
    return t("subStepForPolicy", { name, policy });
  };
}
