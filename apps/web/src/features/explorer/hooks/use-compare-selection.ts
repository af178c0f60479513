/**
 * The plans picked for comparison on the page: only plans of one benefit type at a time (a comparison of a medical
 * and a dental plan means nothing), and only comparable ones (plan.isComparable, from the domain's rules).
 */
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { useCallback, useMemo, useState } from "react";

export interface CompareSelection {
  ids: string[];
  /** The benefit type of the selection, or null when nothing is selected. */
  benefitType: BenefitType | null;
  isSelected(planId: string): boolean;
  /** Comparable, and of the selection's benefit type (any type while nothing is selected). */
  canSelect(plan: ExplorerPlan): boolean;
  toggle(plan: ExplorerPlan): void;
  clear(): void;
}

export const MIN_PLANS_TO_COMPARE = 2;

export function useCompareSelection(): CompareSelection {
  const [selected, setSelected] = useState<{ ids: string[]; benefitType: BenefitType | null }>({
    ids: [],
    benefitType: null,
  });
  const canSelect = useCallback(
    (plan: ExplorerPlan) =>
      plan.isComparable && (selected.benefitType === null || selected.benefitType === plan.benefitType),
    [selected.benefitType],
  );
  const toggle = useCallback((plan: ExplorerPlan) => {
    setSelected((current) => {
      if (current.ids.includes(plan.id)) {
        const ids = current.ids.filter((id) => id !== plan.id);
        return { ids, benefitType: ids.length > 0 ? current.benefitType : null };
      }
      if (!plan.isComparable) return current;
      if (current.benefitType !== null && current.benefitType !== plan.benefitType) return current;
      return { ids: [...current.ids, plan.id], benefitType: plan.benefitType };
    });
  }, []);
  const clear = useCallback(() => setSelected({ ids: [], benefitType: null }), []);
  return useMemo(
    () => ({
      ids: selected.ids,
      benefitType: selected.benefitType,
      isSelected: (planId: string) => selected.ids.includes(planId),
      canSelect,
      toggle,
      clear,
    }),
    [selected, canSelect, toggle, clear],
  );
}
