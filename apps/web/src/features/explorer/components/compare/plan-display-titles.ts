/**
 * Titles of plans shown together (comparison columns, the personal plan, the plan e-mail list). Carrier plans are
 * titled by product, so two of them can share a title ("Sun Life Dental PPO (Low/High)" for High and Low); those then
 * also show the name the plan was given, so that they can be told apart.
 */
import type { ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { planTitle, type TitleContext } from "@onboard/domain/explorer/plan-titles";

export interface DisplayTitle {
  title: string;
  /** The plan's own name, when its title alone is shared with another plan in view. */
  detail: string | null;
}

export function displayTitles(plans: readonly ExplorerPlan[], context: TitleContext): Map<string, DisplayTitle> {
  const titles = plans.map((plan) => [plan, planTitle(plan, context)] as const);
  const counts = new Map<string, number>();
  for (const [, title] of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
  return new Map(
    titles.map(([plan, title]) => {
      const isShared = (counts.get(title) ?? 0) > 1 && plan.planName.trim() !== "" && plan.planName !== title;
      return [plan.id, { title, detail: isShared ? plan.planName : null }];
    }),
  );
}

/** One line for lists and accessible names: "Title (Plan name)" when the title is shared. */
export function fullTitle({ title, detail }: DisplayTitle): string {
  return detail ? `${title} (${detail})` : title;
}
