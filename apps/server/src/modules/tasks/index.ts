/** The tasks module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { lockClient } from "./repository";
