/** The configuration module's public surface (see README.md). */
export { buildConfiguration } from "./build-configuration";
