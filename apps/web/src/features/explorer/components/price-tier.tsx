/** A medical plan's price tier ($, $$ or $$$), with a label that says what the dollar signs mean. */
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const TIER_LEVEL = { $: 1, $$: 2, $$$: 3 } as const;

export function PriceTier({ tier }: { tier: keyof typeof TIER_LEVEL }) {
  const { t } = useTranslation("explorer");
  const label = t("plan.priceTier", { level: TIER_LEVEL[tier], max: 3 });
  return (
    <Badge variant="outline" color="gray" radius="sm" role="img" aria-label={label} title={label}>
      {tier}
    </Badge>
  );
}
