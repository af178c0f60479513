/**
 * The certificate that seals the seed's completed e-sign envelopes: the one given (the app's), or else one created on
 * first use in a temporary directory that is removed once the seed is done (tests seed without the app's).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  readOrCreateSealingCertificate,
  type SealingCertificate,
} from "../../integrations/e-sign/seal/sealing-certificate";

export async function withSealingCertificate<T>(
  given: (() => Promise<SealingCertificate>) | undefined,
  run: (certificate: () => Promise<SealingCertificate>) => Promise<T>,
): Promise<T> {
  if (given) return run(given);
  const state: { dir: string | null; created: Promise<SealingCertificate> | null } = { dir: null, created: null };
  const certificate = () => {
    state.created ??= (async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "onboard-seed-seal-"));
      state.dir = dir;
      return readOrCreateSealingCertificate({ path: path.join(dir, "seal.p12"), passphrase: "", configured: false });
    })();
    return state.created;
  };
  try {
    return await run(certificate);
  } finally {
    await state.created?.catch(() => undefined);
    if (state.dir) await rm(state.dir, { recursive: true, force: true });
  }
}
