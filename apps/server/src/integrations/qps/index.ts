/** The QPS integration's public surface: the client the app calls, its errors, and the embedded simulator. */
export { type EmbeddedQps, type EmbeddedQpsOptions, startEmbeddedQps } from "./embedded-qps";
export { createHttpQpsClient, type HttpQpsClientOptions } from "./http-qps-client";
export {
  type QpsCallOptions,
  type QpsClient,
  QpsRejectedError,
  QpsTimeoutError,
  QpsUnavailableError,
} from "./qps-client";
