/**
 * The signed-in states the setup project (tests/auth.setup.ts) saves once per run, one per role the specs sign in as,
 * so that a spec that only needs to be signed in starts with the session cookie instead of going through sign-in:
 * `test.use({ storageState: OWNER_STATE })`. Sessions are server-side rows, so a spec that signs out or changes the
 * account (password, MFA, deletion) must sign in by itself instead of using a shared state.
 */
import { fileURLToPath } from "node:url";
import { type DemoLogin, demoLogin } from "./demo-user";

/** Written by the setup project under e2e/.auth/ (gitignored). */
const statePath = (name: string) => fileURLToPath(new URL(`../.auth/${name}.json`, import.meta.url));

export interface SignedInRole {
  /** The storage state file (cookies and local storage). */
  path: string;
  login: DemoLogin;
}

/** The owner (the staff login of the internal-administration, hub and explorer-administration specs). */
export const OWNER: SignedInRole = { path: statePath("owner"), login: demoLogin("SLF_OWNER", 0) };
/** The first carrier administrator (the terms-of-use spec). */
export const ADMIN: SignedInRole = { path: statePath("admin"), login: demoLogin("SLF_ADMIN", 0) };

export const SIGNED_IN_ROLES = [OWNER, ADMIN] as const;

export const OWNER_STATE = OWNER.path;
export const ADMIN_STATE = ADMIN.path;

/**
 * For a context of someone else (a visitor, an invited broker) opened with `browser.newContext()` in a spec that uses
 * a signed-in state: such contexts take the spec's options, its storage state included, unless told otherwise.
 */
export const NO_SESSION = { cookies: [], origins: [] };
