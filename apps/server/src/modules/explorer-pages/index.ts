/** The explorer-pages module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { findPublicPage, showsPlans } from "./get-explorer-page";
export type { BenefitPlanRow, ExplorerPageRow } from "./repository";
export { findLivePageByIdOrSlug, listPagePlans } from "./repository";
