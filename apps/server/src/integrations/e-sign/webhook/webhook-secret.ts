/**
 * The secret the e-sign webhooks are signed with: ESIGN_WEBHOOK_SECRET, or one made on first use (32 random bytes,
 * hex) and kept in `DATA_DIR/esign/webhook-secret` (mode 0600), written once as the seal's certificate is (a
 * temporary file hard-linked into place: of two processes starting at once, one wins and both read its secret). It
 * must outlive the process: a delivery retried after a restart is signed again with it. Several instances on
 * different disks set ESIGN_WEBHOOK_SECRET.
 */

import { randomBytes } from "node:crypto";
import path from "node:path";
import type { AppConfig } from "../../../config";
import { readIfPresent, writeOnce } from "../seal/sealing-certificate";

/** The secret, read (or made) on first call and kept: nothing is written until a webhook is sent or received. */
export function webhookSecretLoader(
  config: Pick<AppConfig, "dataDir" | "esignWebhookSecret">,
  repositoryRoot: string,
): () => Promise<string> {
  let secret: Promise<string> | null = null;
  return () => {
    secret ??= loadWebhookSecret(config, repositoryRoot).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  };
}

export async function loadWebhookSecret(
  config: Pick<AppConfig, "dataDir" | "esignWebhookSecret">,
  repositoryRoot: string,
): Promise<string> {
  if (config.esignWebhookSecret) return config.esignWebhookSecret;
  const file = path.join(path.resolve(repositoryRoot, config.dataDir), "esign", "webhook-secret");
  const existing = await readIfPresent(file);
  if (existing) return existing.toString("utf8").trim();
  await writeOnce(file, Buffer.from(randomBytes(32).toString("hex"), "utf8"));
  const written = await readIfPresent(file);
  if (!written) throw new Error(`the e-sign webhook secret ${file} could not be read after it was written`);
  return written.toString("utf8").trim();
}
