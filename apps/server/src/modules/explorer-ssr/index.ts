/** The explorer-ssr module's public surface: the server-rendered explorer pages (see README.md). */
export { createExplorerPageServer, type ExplorerPageServer } from "./explorer-page-server.http";
