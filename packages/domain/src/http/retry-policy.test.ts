import { describe, expect, it } from "vitest";
import {
  mutationRetryDelay,
  QUERY_STALE_TIME_MS,
  queryRetryDelay,
  RETRYABLE_STATUSES,
  shouldRetryMutation,
  shouldRetryQuery,
} from "./retry-policy";

describe("query retries", () => {
  it.each([...RETRYABLE_STATUSES, 0])("retries status %i up to twice", (status) => {
    expect(shouldRetryQuery(0, { status })).toBe(true);
    expect(shouldRetryQuery(1, { status })).toBe(true);
    expect(shouldRetryQuery(2, { status })).toBe(false);
  });

  it.each([400, 401, 403, 404, 412, 500, 501])("never retries status %i", (status) => {
    expect(shouldRetryQuery(0, { status })).toBe(false);
  });

  it("waits attempt x 1 s", () => {
    expect(queryRetryDelay(1)).toBe(1000);
    expect(queryRetryDelay(2)).toBe(2000);
  });

  it("keeps data fresh for 60 s", () => {
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
  });
});

describe("mutation retries", () => {
  it("retries only an invalid csrf token, up to twice", () => {
    expect(shouldRetryMutation(0, { message: "invalid csrf token" })).toBe(true);
    expect(shouldRetryMutation(1, { message: "invalid csrf token" })).toBe(true);
    expect(shouldRetryMutation(2, { message: "invalid csrf token" })).toBe(false);
    expect(shouldRetryMutation(0, { message: "Invalid CSRF token" })).toBe(false);
    expect(shouldRetryMutation(0, { message: "No response received!" })).toBe(false);
  });

  it("waits attempt x 3 s", () => {
    expect(mutationRetryDelay(1)).toBe(3000);
    expect(mutationRetryDelay(2)).toBe(6000);
  });
});
