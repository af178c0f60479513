/**
 * The FileStorage the configuration asks for: the S3 bucket of STORAGE_URL, else the local disk (DATA_DIR/files).
 * Its creator closes it (`close()`) when done with it.
 */
import type { ManagedFileStorage } from "./file-storage";
import { LocalDiskStorage } from "./local-disk-storage";
import { S3Storage } from "./s3-storage";
import type { S3Location } from "./storage-url";

export function createFileStorage(options: { storageUrl: S3Location | null; diskRoot: string }): ManagedFileStorage {
  return options.storageUrl ? new S3Storage(options.storageUrl) : new LocalDiskStorage(options.diskRoot);
}
