/** Where uploaded and generated files live. Local disk by default; an S3-compatible bucket can implement the same. */
export interface FileStorage {
  /** Writes (or replaces) the bytes stored under `key`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
