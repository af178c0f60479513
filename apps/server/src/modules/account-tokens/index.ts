/** The account-tokens module's public surface: what other modules, jobs and plugins may call (see README.md). */
export type { AccountMailDeps } from "./account-mail-deps";
export { ACCOUNT_TOKEN_PAGE } from "./account-token-policy";
export { issueAccountToken } from "./issue-account-token";
export { languageQuerySchema, noContentSchema } from "./schemas";
export { sendActivationLink } from "./send-activation-link";
export { userRecordSubject } from "./user-record-subject";
