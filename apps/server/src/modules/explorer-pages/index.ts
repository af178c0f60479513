/** The explorer-pages module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { findPublicPage, showsPlans } from "./get-explorer-page";
export { loadPageAnswer } from "./load-page-answer";
export type { PageAnswer, PageAnswerCache } from "./page-answer-cache";
export { chooseEncoding, encodedBody } from "./page-answer-cache";
export type { BenefitPlanRow, ExplorerPageRow } from "./repository";
export { findLivePageByIdOrSlug, listPagePlans } from "./repository";
