/** What the onboarding-forms use cases run on: the database and the e-sign provider (decision 024). */
import type { Database } from "../../db/client";
import type { ESignProvider } from "../../integrations/e-sign/provider";

export interface FormDeps {
  db: Database;
  provider: ESignProvider;
}
