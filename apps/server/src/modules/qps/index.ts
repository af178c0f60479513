/** The QPS module's public surface: what the app's job registration uses (see README.md). */
export { PUSH_STATUS_EVENT, type PushNotifier, type PushStatusEvent } from "./push-notifier";
export type { QpsDeps, QpsPushDeps } from "./qps-deps";
export { runQpsPush } from "./run-push";
