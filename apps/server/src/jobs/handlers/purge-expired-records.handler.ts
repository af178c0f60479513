/** Runs `maintenance.purge-expired`: the identity module's purge, logged with what it removed. */
import type { Database } from "../../db/client";
import { purgeExpiredRecords } from "../../modules/identity/index";

export function purgeExpiredRecordsHandler(db: Database, log: (counts: object) => void) {
  return async (): Promise<void> => {
    log(await purgeExpiredRecords(db, new Date()));
  };
}
