import { describe, expect, it } from "vitest";
import { parseStorageUrl, StorageUrlError } from "./storage-url";

describe("parseStorageUrl", () => {
  it("reads bucket, prefix, endpoint, region and percent-encoded credentials", () => {
    expect(
      parseStorageUrl(
        "s3://AKIA123:se%2Fcr%2Bet%40x@onboard-files/prod/files?endpoint=http://minio:9000&region=eu-west-1",
      ),
    ).toEqual({
      bucket: "onboard-files",
      prefix: "prod/files",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      credentials: { accessKeyId: "AKIA123", secretAccessKey: "se/cr+et@x" },
    });
  });

  it("defaults to AWS itself, us-east-1, no prefix and the SDK's credential chain", () => {
    expect(parseStorageUrl("s3://onboard.files")).toEqual({
      bucket: "onboard.files",
      prefix: "",
      endpoint: null,
      region: "us-east-1",
      credentials: null,
    });
  });

  it.each([
    ["http://bucket-one", "must start with s3://"],
    ["bucket-one", "must start with s3://"],
    ["s3://Bucket-One", "not a valid S3 bucket name"],
    ["s3://ab", "not a valid S3 bucket name"],
    ["s3://bucket-one:9000", "?endpoint="],
    ["s3://bucket-one/.hidden/x", "prefix"],
    ["s3://bucket-one/a b", "prefix"],
    ["s3://bucket-one?endpoint=minio:9000", "http:// or https://"],
    ["s3://bucket-one?endpoint=http://minio:9000/path", "origin only"],
    ["s3://bucket-one?regoin=eu-west-1", 'unknown parameter "regoin"'],
    ["s3://bucket-one?region=EU WEST", "region"],
    ["s3://onlykey@bucket-one", "both the access key id and the secret"],
    ["s3://key:%E0%A4%A@bucket-one", "percent-encoding"],
  ])("refuses %j, saying what is wrong and the expected form", (value, problem) => {
    const error = (() => {
      try {
        parseStorageUrl(value);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(StorageUrlError);
    expect((error as Error).message).toContain(problem);
    expect((error as Error).message).toContain("Expected s3://[ACCESS_KEY_ID:SECRET_ACCESS_KEY@]bucket");
  });

  it("never repeats the secret in its message", () => {
    expect(() => parseStorageUrl("s3://key:TopSecret@Bad_Bucket")).toThrow(/^(?!.*TopSecret)/s);
  });
});
