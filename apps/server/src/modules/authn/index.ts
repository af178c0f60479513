/** The authn module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { fieldError } from "./authn-error";
export { consumeSessionToken } from "./consume-session-token";
export { hashOpaqueToken, newOpaqueToken } from "./opaque-token";
export { hashPassword, isPasswordMatch } from "./password-hashing";
export type { UserRow } from "./repository";
export { findActiveUserByEmail, findActiveUserById, updatePassword } from "./repository";
