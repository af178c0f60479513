import { MutationObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { createQueryClient } from "./query-client";

const failure = (status: number, message = "failed") => new ApiError({ status, code: "X", message });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("query client retry policy", () => {
  it("retries a 503 twice, waiting 1 s and then 2 s", async () => {
    const queryFn = vi
      .fn()
      .mockRejectedValueOnce(failure(503))
      .mockRejectedValueOnce(failure(0))
      .mockResolvedValue("ok");
    const result = createQueryClient().fetchQuery({ queryKey: ["retry"], queryFn });
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(result).resolves.toBe("ok");
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  it("does not retry a 500 or a 404", async () => {
    for (const status of [500, 404]) {
      const queryFn = vi.fn().mockRejectedValue(failure(status));
      await expect(createQueryClient().fetchQuery({ queryKey: ["no-retry", status], queryFn })).rejects.toThrow();
      expect(queryFn).toHaveBeenCalledTimes(1);
    }
  });

  it("retries a mutation only on invalid csrf token, waiting 3 s then 6 s", async () => {
    const client = createQueryClient();
    const mutationFn = vi
      .fn()
      .mockRejectedValueOnce(failure(403, "invalid csrf token"))
      .mockRejectedValueOnce(failure(403, "invalid csrf token"))
      .mockRejectedValue(failure(403, "invalid csrf token"));
    const result = new MutationObserver(client, { mutationFn }).mutate(undefined).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 6_000);
    expect(mutationFn).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBeInstanceOf(ApiError);

    const other = vi.fn().mockRejectedValue(failure(403, "Forbidden"));
    await new MutationObserver(client, { mutationFn: other }).mutate(undefined).catch(() => {});
    expect(other).toHaveBeenCalledTimes(1);
  });
});
