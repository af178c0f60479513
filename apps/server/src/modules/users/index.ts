/** The users module's public surface: what other modules, jobs and plugins may call (see README.md). */

export type { ActiveSession } from "./find-user-by-session-token";
export { findSessionByToken, hashSessionToken } from "./find-user-by-session-token";
