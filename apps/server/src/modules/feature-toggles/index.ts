/** The feature-toggles module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { getFeatureToggles } from "./get-feature-toggles";
