/** What the census use cases need: the database, file storage, the job runner, the mailer and the portal's origin. */
import type { Database } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { JobRunner } from "../../jobs/job-runner";

export interface CensusDeps {
  db: Database;
  storage: FileStorage;
  jobs: Pick<JobRunner, "send">;
  mailer: Pick<Mailer, "sendEmail">;
  publicOrigin: string;
  /** The carrier's onboarding mailbox: the staff notice goes there when the client has no implementation consultant. */
  onboardingMailbox: string;
}
