/**
 * The certificate that seals signed forms: the PKCS#12 file configured by ESIGN_SEAL_P12_PATH (used as given), or
 * `DATA_DIR/esign/seal.p12`, created on first use (create-seal-p12.ts). Creation writes a temporary file (mode 0600,
 * flushed) and hard-links it to the final name, which fails if the name exists: unlike a rename, which would let the
 * last of two processes starting at once replace the first one's certificate after the first had begun sealing with
 * it, the link lets exactly one win, and the loser reads the winner's file. Loaded once per process and path.
 */
import { randomBytes } from "node:crypto";
import { link, mkdir, open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "../../../config";
import { createSealP12 } from "./create-seal-p12";
import { type OpenedP12, openP12, SealCertificateError } from "./read-p12";

export interface SealingCertificateSource {
  /** Absolute path of the PKCS#12 file. */
  path: string;
  passphrase: string;
  /** Configured files are only read; the default one is created when missing. */
  configured: boolean;
}

export interface SealingCertificate extends OpenedP12 {
  path: string;
  /** `configured`: ESIGN_SEAL_P12_PATH; `created`: made by this call; `existing`: the default file, made before. */
  origin: "configured" | "created" | "existing";
}

/** Where the sealing certificate comes from, paths resolved from the repository root as DATA_DIR is. */
export function sealingCertificateSource(
  config: Pick<AppConfig, "dataDir" | "esignSeal">,
  repositoryRoot: string,
): SealingCertificateSource {
  const { p12Path, p12Passphrase } = config.esignSeal;
  if (p12Path) return { path: path.resolve(repositoryRoot, p12Path), passphrase: p12Passphrase, configured: true };
  const dataDir = path.resolve(repositoryRoot, config.dataDir);
  return { path: path.join(dataDir, "esign", "seal.p12"), passphrase: p12Passphrase, configured: false };
}

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

export async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if (isCode(error, "ENOENT")) return null;
    throw error;
  }
}

/** Writes `bytes` to `target` unless it exists; true when this call wrote it. */
export async function writeOnce(target: string, bytes: Uint8Array): Promise<boolean> {
  await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temporary, "wx", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(temporary, target);
    return true;
  } catch (error) {
    if (isCode(error, "EEXIST")) return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Reads (or, for the default file, creates) the certificate; not cached: see loadSealingCertificate. */
export async function readOrCreateSealingCertificate(source: SealingCertificateSource): Promise<SealingCertificate> {
  const where = `at ${source.path}`;
  let bytes = await readIfPresent(source.path);
  let origin: SealingCertificate["origin"] = source.configured ? "configured" : "existing";
  if (!bytes && source.configured) {
    throw new SealCertificateError(`ESIGN_SEAL_P12_PATH names ${source.path}, which does not exist.`);
  }
  if (!bytes) {
    const created = await createSealP12(source.passphrase);
    if (await writeOnce(source.path, created.p12)) {
      bytes = created.p12;
      origin = "created";
    } else {
      bytes = await readFile(source.path);
    }
  }
  return { ...openP12(bytes, source.passphrase, where), path: source.path, origin };
}

const loaded = new Map<string, Promise<SealingCertificate>>();

/** The sealing certificate, read or created once per process and path (a failed load is tried again next time). */
export function loadSealingCertificate(source: SealingCertificateSource): Promise<SealingCertificate> {
  const key = `${source.path}\0${source.passphrase}`;
  let certificate = loaded.get(key);
  if (!certificate) {
    certificate = readOrCreateSealingCertificate(source);
    loaded.set(key, certificate);
    certificate.catch(() => loaded.delete(key));
  }
  return certificate;
}
