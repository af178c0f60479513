/** The explorer-admin module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { authorizePageEditor } from "./page-access";
