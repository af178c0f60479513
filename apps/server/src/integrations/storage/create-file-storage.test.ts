/** STORAGE_URL from the environment (config.ts) to the adapter (create-file-storage.ts). */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createFileStorage } from "./create-file-storage";
import { LocalDiskStorage } from "./local-disk-storage";
import { S3Storage } from "./s3-storage";

describe("STORAGE_URL", () => {
  it("unset or blank keeps the files on the local disk", () => {
    for (const env of [{}, { STORAGE_URL: "  " }]) {
      const config = loadConfig(env);
      expect(config.storageUrl).toBeNull();
      expect(createFileStorage({ storageUrl: config.storageUrl, diskRoot: "/tmp/files" })).toBeInstanceOf(
        LocalDiskStorage,
      );
    }
  });

  it("selects the S3 adapter for an s3:// URL", () => {
    const config = loadConfig({ STORAGE_URL: "s3://onboard-files/prod?endpoint=http://127.0.0.1:9000" });
    expect(config.storageUrl).toMatchObject({
      bucket: "onboard-files",
      prefix: "prod",
      endpoint: "http://127.0.0.1:9000",
    });
    expect(createFileStorage({ storageUrl: config.storageUrl, diskRoot: "/tmp/files" })).toBeInstanceOf(S3Storage);
  });

  it("stops start-up with a readable message that keeps the secret out", () => {
    expect(() => loadConfig({ STORAGE_URL: "s3://key:TopSecret@onboard-files?endpoint=minio:9000" })).toThrow(
      "Invalid environment:\n  STORAGE_URL: endpoint must be an http:// or https:// URL. Expected s3://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]bucket[/prefix][?endpoint=http://host:port][&region=us-east-1]",
    );
    expect(() => loadConfig({ STORAGE_URL: "s3://key:TopSecret@Bad_Bucket" })).toThrow(/^(?![\s\S]*TopSecret)/);
  });
});
