/** One lazily loaded layout per view type: each becomes its own chunk, so the explorer never loads the portal's. */
import type { ViewType } from "@onboard/domain/routes/registry";
import type { ComponentType } from "react";

export type LazyComponent = () => Promise<{ Component: ComponentType }>;

export const VIEW_TYPE_LAYOUTS: Record<ViewType, LazyComponent> = {
  internal: () => import("../layouts/internal-layout").then((module) => ({ Component: module.InternalLayout })),
  hub: () => import("../layouts/hub-layout").then((module) => ({ Component: module.HubLayout })),
  broker: () => import("../layouts/broker-layout").then((module) => ({ Component: module.BrokerLayout })),
  benAdmin: () => import("../layouts/ben-admin-layout").then((module) => ({ Component: module.BenAdminLayout })),
  basic: () => import("../layouts/basic-layout").then((module) => ({ Component: module.BasicLayout })),
  clear: () => import("../layouts/clear-layout").then((module) => ({ Component: module.ClearLayout })),
  auth: () => import("../layouts/auth-layout").then((module) => ({ Component: module.AuthLayout })),
  explorer: () => import("../layouts/explorer-layout").then((module) => ({ Component: module.ExplorerLayout })),
  outside_signer: () =>
    import("../layouts/outside-signer-layout").then((module) => ({ Component: module.OutsideSignerLayout })),
};
