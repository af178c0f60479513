/** The identity module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { completeSignInInteraction } from "./complete-sign-in-interaction";
export type { IdentitySettings } from "./identity-settings";
export { identitySettings, OIDC_MOUNT_PATH } from "./identity-settings";
export { purgeExpiredRecords } from "./purge-expired-records";
