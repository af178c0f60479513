/** The eif-signature module's public surface: what other modules, jobs and plugins may call (see README.md). */

export type { OutsideSignerRow } from "./active-outside-signer";
export { findActiveOutsideSigner } from "./active-outside-signer";
export { signEif } from "./sign-eif";
