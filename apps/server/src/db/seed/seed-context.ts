/**
 * What every seed step receives: the open transaction, the reference date, the file storage and the certificate that
 * seals the completed e-sign envelopes.
 */
import type { SealingCertificate } from "../../integrations/e-sign/seal/sealing-certificate";
import type { FileStorage } from "../../integrations/storage/file-storage";
import type { Database } from "../client";

export type SeedTx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface SeedContext {
  tx: SeedTx;
  today: Date;
  storage: FileStorage;
  /** The e-sign sealing certificate, loaded on first use. */
  sealingCertificate: () => Promise<SealingCertificate>;
}
