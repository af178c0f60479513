/**
 * The three public routes' screens. A site's page is in the entry (most visits start there, and one chunk compresses
 * better than several); the index (with its form) and the personal plan are chunks of their own, so a site page's
 * first load carries neither. `source` is the module's path in the explorer manifest, so the server preloads the
 * chunk of the route it rendered.
 */
import type { ExplorerHostRouteName } from "@onboard/domain/routes/explorer-host";
import { type ComponentType, lazy } from "react";
import { ExplorerPageRoute } from "../features/explorer/routes/explorer-page-route";

interface RouteModule {
  source: string;
  load(): Promise<{ default: ComponentType }>;
}

export const ROUTE_MODULES: Record<ExplorerHostRouteName, RouteModule> = {
  benefitsExplorerIndex: {
    source: "src/features/explorer/routes/explorer-index-route.tsx",
    load: () =>
      import("../features/explorer/routes/explorer-index-route").then((m) => ({ default: m.ExplorerIndexRoute })),
  },
  benefitsExplorer: {
    source: "src/features/explorer/routes/explorer-page-route.tsx",
    load: () => Promise.resolve({ default: ExplorerPageRoute }),
  },
  personalBenefitsPlan: {
    source: "src/features/explorer/routes/personal-benefits-plan-route.tsx",
    load: () =>
      import("../features/explorer/routes/personal-benefits-plan-route").then((m) => ({
        default: m.PersonalBenefitsPlanRoute,
      })),
  },
};

export const ROUTE_SCREENS: Record<ExplorerHostRouteName, ComponentType> = {
  benefitsExplorerIndex: lazy(ROUTE_MODULES.benefitsExplorerIndex.load),
  benefitsExplorer: ExplorerPageRoute,
  personalBenefitsPlan: lazy(ROUTE_MODULES.personalBenefitsPlan.load),
};
