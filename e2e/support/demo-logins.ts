/** The seeded demo logins (the same list the README shows), for signing in as a real tester would. */
export { DEMO_LOGINS } from "../../apps/server/src/db/seed/demo-logins";
export const DEMO_PASSWORD = "Onboard-Demo-2026!";
