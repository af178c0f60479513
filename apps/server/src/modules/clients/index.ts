/** The clients module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { authorizeInternal, clientSubject, loadVisibleClient } from "./client-access";
