/** What every seed step receives: the open transaction, the reference date and the file storage. */
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { Database } from "../client";

export type SeedTx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface SeedContext {
  tx: SeedTx;
  today: Date;
  storage: FileStorage;
}
