/**
 * GET /api/feature-toggles?clientId=: the client's DENTAL_COMPARISON and VISION_COMPARISON toggles decide which plan
 * comparison fields the form requires (the server checks the same way).
 */
import { type ComparisonDisplay, comparisonDisplayFor } from "@onboard/domain/explorer/benefit-plan-schema";
import { useQuery } from "@tanstack/react-query";
import { featureTogglesQueryOptions } from "../../../lib/feature-toggles";

/** Null while loading; on a failed load medical only (the server still checks with the real toggles). */
export function useComparisonDisplay(clientId: string): ComparisonDisplay | null {
  const toggles = useQuery(featureTogglesQueryOptions(clientId));
  if (toggles.isPending) return null;
  const data = toggles.data ?? {};
  return comparisonDisplayFor({
    isDentalComparisonOn: data.DENTAL_COMPARISON === true,
    isVisionComparisonOn: data.VISION_COMPARISON === true,
  });
}
