/** The webhook secret: the configured one as given; unset, one made on first use under DATA_DIR and kept. */
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadWebhookSecret, webhookSecretLoader } from "./webhook-secret";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "esign-webhook-secret-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("the e-sign webhook secret", () => {
  it("is ESIGN_WEBHOOK_SECRET when set, and writes nothing", async () => {
    const secret = "configured-secret-0123456789abcdef0123";
    expect(await loadWebhookSecret({ dataDir: "configured", esignWebhookSecret: secret }, root)).toBe(secret);
    await expect(stat(path.join(root, "configured"))).rejects.toThrow();
  });

  it("unset, is made once in DATA_DIR/esign/webhook-secret (mode 0600) and the same on every later read", async () => {
    const config = { dataDir: "data", esignWebhookSecret: null };
    const [a, b] = await Promise.all([loadWebhookSecret(config, root), loadWebhookSecret(config, root)]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    const file = path.join(root, "data", "esign", "webhook-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(a);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await webhookSecretLoader(config, root)()).toBe(a);
  });
});
