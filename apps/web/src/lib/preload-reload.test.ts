import { beforeEach, describe, expect, it, vi } from "vitest";
import { reloadOnce } from "./preload-reload";

beforeEach(() => window.sessionStorage.clear());

describe("preload reload", () => {
  it("reloads once, then lets a repeated failure through instead of looping", () => {
    const reload = vi.fn();
    expect(reloadOnce(1_000, reload)).toBe(true);
    expect(reloadOnce(2_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads again once the guard window has passed", () => {
    const reload = vi.fn();
    reloadOnce(1_000, reload);
    expect(reloadOnce(1_000 + 61_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
