/** Browser storage keys the web app uses (benefits-explorer spec §3, onboarding spec §9). */

/** Remember-me keeps the username, nothing else. */
export const REMEMBER_ME_USERNAME_KEY = "onboard.rememberMe.username";
export const PREPAID_LOCATION_KEY = "onboard.explorer.prepaidLocation";
export const ARTICLE_VOTES_KEY = "onboard.help.articleVotes";
/** The clients pushed to QPS from this browser, which the "Push to QPS" overlay lists (issue 17). */
export const QPS_PUSH_OVERLAY_KEY = "onboard.qpsPushes";

/** Favourite plans are kept per explorer page. */
export function favouritePlansKey(explorerPageId: string): string {
  return `onboard.explorer.favourites.${explorerPageId}`;
}

/** Client table filters are kept per client. */
export function clientTableFiltersKey(clientId: string): string {
  return `onboard.clients.tableFilters.${clientId}`;
}

/** List filters, search and sort of an admin list (clients, users, e-mails), kept per signed-in user. */
export function listStateKey(list: string, userId: string): string {
  return `onboard.lists.${list}.${userId}`;
}

/** The outside signer's link token, kept per client for the tab (sessionStorage) once stripped from the address. */
export function outsideSignerTokenKey(clientId: string): string {
  return `onboard.outsideSigner.token.${clientId}`;
}
