/** One lazily loaded layout per view type: each becomes its own chunk, so the explorer never loads the portal's. */
import type { ViewType } from "@onboard/domain/routes/registry";
import type { ComponentType } from "react";

export type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** The portal's layouts also load all of Mantine's styles; the explorer's first load carries only what it uses. */
function withPortalStyles(load: LazyComponent): LazyComponent {
  return () => Promise.all([import("../../styles/mantine-portal"), load()]).then(([, layout]) => layout);
}

export const VIEW_TYPE_LAYOUTS: Record<ViewType, LazyComponent> = {
  internal: withPortalStyles(() =>
    import("../layouts/internal-layout").then((module) => ({ Component: module.InternalLayout })),
  ),
  hub: withPortalStyles(() => import("../layouts/hub-layout").then((module) => ({ Component: module.HubLayout }))),
  broker: withPortalStyles(() =>
    import("../layouts/broker-layout").then((module) => ({ Component: module.BrokerLayout })),
  ),
  benAdmin: withPortalStyles(() =>
    import("../layouts/ben-admin-layout").then((module) => ({ Component: module.BenAdminLayout })),
  ),
  basic: withPortalStyles(() =>
    import("../layouts/basic-layout").then((module) => ({ Component: module.BasicLayout })),
  ),
  clear: withPortalStyles(() =>
    import("../layouts/clear-layout").then((module) => ({ Component: module.ClearLayout })),
  ),
  auth: withPortalStyles(() => import("../layouts/auth-layout").then((module) => ({ Component: module.AuthLayout }))),
  explorer: () => import("../layouts/explorer-layout").then((module) => ({ Component: module.ExplorerLayout })),
  outside_signer: withPortalStyles(() =>
    import("../layouts/outside-signer-layout").then((module) => ({ Component: module.OutsideSignerLayout })),
  ),
};
