/** What the QPS module's use cases need from the app. */
import type { Database } from "../../db/client";
import type { QpsClient } from "../../integrations/qps/index";
import type { JobRunner } from "../../jobs/job-runner";
import type { PushNotifier } from "./push-notifier";

export interface QpsDeps {
  db: Database;
  jobs: Pick<JobRunner, "send" | "wake">;
  qps: QpsClient;
}

export interface QpsPushDeps {
  db: Database;
  qps: QpsClient;
  notify: PushNotifier;
  /** A push that could not be told to the browsers, or a run that failed unexpectedly. */
  onError: (error: unknown) => void;
}
