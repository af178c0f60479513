/**
 * STORAGE_URL: where files live when not on the local disk. The one accepted form is
 *
 *   s3://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]bucket[/prefix][?endpoint=http://host:port][&region=us-east-1]
 *
 * - bucket: an S3 bucket name (3–63 lower-case letters, digits, dots and hyphens); it must exist.
 * - prefix: optional folders every key is stored under (e.g. `onboard/prod`), to share a bucket.
 * - endpoint: the S3-compatible server (MinIO, Ceph, R2, ...); left out, AWS S3 itself. Paths are always
 *   path-style (`endpoint/bucket/key`), which every S3-compatible server understands.
 * - region: default us-east-1.
 * - credentials: the URL's user and password, percent-encoded (a `/` in a secret is `%2F`); left out, the AWS SDK's
 *   default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role).
 *
 * Error messages never repeat the URL: it may hold a secret.
 */
import { z } from "zod";
import { isValidStorageKey } from "./storage-key";

export interface S3Location {
  bucket: string;
  /** Folders every key is stored under, without leading or trailing slash; "" for none. */
  prefix: string;
  /** The S3-compatible server's origin; null for AWS S3. */
  endpoint: string | null;
  region: string;
  /** null: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

export const STORAGE_URL_FORM =
  "s3://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]bucket[/prefix][?endpoint=http://host:port][&region=us-east-1]";
export const DEFAULT_S3_REGION = "us-east-1";

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{2,32}$/;
const KNOWN_PARAMETERS = new Set(["endpoint", "region"]);

export class StorageUrlError extends Error {
  constructor(problem: string) {
    super(`${problem}. Expected ${STORAGE_URL_FORM}`);
    this.name = "StorageUrlError";
  }
}

function decode(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw new StorageUrlError(`the ${what} is not valid percent-encoding`);
  }
}

function parseEndpoint(value: string | null): string | null {
  if (value === null) return null;
  const endpoint = URL.parse(value);
  if (!endpoint || (endpoint.protocol !== "http:" && endpoint.protocol !== "https:")) {
    throw new StorageUrlError("endpoint must be an http:// or https:// URL");
  }
  if (endpoint.pathname !== "/" || endpoint.search || endpoint.username) {
    throw new StorageUrlError("endpoint must be an origin only (scheme, host and port)");
  }
  return endpoint.origin;
}

function parseCredentials(url: URL): S3Location["credentials"] {
  if (!url.username && !url.password) return null;
  if (!url.username || !url.password) {
    throw new StorageUrlError("give both the access key id and the secret (user:password@), or neither");
  }
  return { accessKeyId: decode(url.username, "access key id"), secretAccessKey: decode(url.password, "secret") };
}

export function parseStorageUrl(value: string): S3Location {
  const url = URL.parse(value.trim());
  if (url?.protocol !== "s3:") throw new StorageUrlError("STORAGE_URL must start with s3://");
  if (url.port) throw new StorageUrlError("put the server's host and port in ?endpoint=, not after the bucket");
  if (!BUCKET.test(url.hostname)) throw new StorageUrlError("the bucket name is not a valid S3 bucket name");
  const prefix = url.pathname.replace(/^\/+|\/+$/g, "");
  if (prefix !== "" && !isValidStorageKey(prefix)) {
    throw new StorageUrlError("the prefix may hold letters, digits, '.', '_' and '-' in folders separated by '/'");
  }
  for (const name of url.searchParams.keys()) {
    if (!KNOWN_PARAMETERS.has(name)) throw new StorageUrlError(`unknown parameter "${name}"`);
  }
  const region = url.searchParams.get("region") ?? DEFAULT_S3_REGION;
  if (!REGION.test(region)) throw new StorageUrlError("region must be a region name such as us-east-1");
  return {
    bucket: url.hostname,
    prefix,
    endpoint: parseEndpoint(url.searchParams.get("endpoint")),
    region,
    credentials: parseCredentials(url),
  };
}

/** For config.ts: STORAGE_URL checked and parsed, its problem as the issue's message. */
export const storageUrlSchema = z.string().transform((value, context): S3Location => {
  try {
    return parseStorageUrl(value);
  } catch (error) {
    if (!(error instanceof StorageUrlError)) throw error;
    context.addIssue({ code: "custom", message: error.message });
    return z.NEVER;
  }
});
