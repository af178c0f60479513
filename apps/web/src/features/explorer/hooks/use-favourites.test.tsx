import { favouritePlansKey } from "@onboard/domain/common/storage-keys";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVED_PLAN_BADGE_BUMP_MS } from "../../../lib/ui-settings";
import { DENTAL_PLAN, HMO_PLAN, PPO_PLAN, TEST_PAGE_ID, testPage } from "../explorer-test-support";
import { resetFavouritesStore } from "./favourites-store";
import { useFavourites } from "./use-favourites";

const KEY = favouritePlansKey(TEST_PAGE_ID);
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? "null");

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesStore();
});
afterEach(() => vi.useRealTimers());

describe("useFavourites", () => {
  it("starts empty and keeps favourites per page in localStorage, in the order saved", () => {
    const page = testPage();
    const { result } = renderHook(() => useFavourites(page));
    expect(result.current.ids).toEqual([]);
    act(() => result.current.toggle(PPO_PLAN.id));
    act(() => result.current.toggle(HMO_PLAN.id));
    expect(result.current.ids).toEqual([PPO_PLAN.id, HMO_PLAN.id]);
    expect(result.current.plans.map((plan) => plan.planName)).toEqual([PPO_PLAN.planName, HMO_PLAN.planName]);
    expect(result.current.isFavourite(HMO_PLAN.id)).toBe(true);
    expect(stored()).toEqual([PPO_PLAN.id, HMO_PLAN.id]);
    act(() => result.current.toggle(PPO_PLAN.id));
    expect(result.current.ids).toEqual([HMO_PLAN.id]);
    expect(stored()).toEqual([HMO_PLAN.id]);
  });

  it("drops favourites the page no longer has, in storage too, without a bump", () => {
    window.localStorage.setItem(KEY, JSON.stringify(["gone-plan", DENTAL_PLAN.id, "gone-too"]));
    const { result } = renderHook(() => useFavourites(testPage()));
    expect(result.current.ids).toEqual([DENTAL_PLAN.id]);
    expect(stored()).toEqual([DENTAL_PLAN.id]);
    expect(result.current.bumped).toBe(false);
  });

  it("ignores unreadable storage and plans that are not on the page", () => {
    window.localStorage.setItem(KEY, "{not json");
    const { result } = renderHook(() => useFavourites(testPage()));
    expect(result.current.ids).toEqual([]);
    act(() => result.current.toggle("not-on-page"));
    expect(result.current.ids).toEqual([]);
  });

  it("bumps for 500 ms after each change, restarting on a new change", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFavourites(testPage()));
    act(() => result.current.toggle(HMO_PLAN.id));
    expect(result.current.bumped).toBe(true);
    act(() => vi.advanceTimersByTime(SAVED_PLAN_BADGE_BUMP_MS - 100));
    act(() => result.current.toggle(PPO_PLAN.id));
    act(() => vi.advanceTimersByTime(SAVED_PLAN_BADGE_BUMP_MS - 1));
    expect(result.current.bumped).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.bumped).toBe(false);
  });

  it("keeps every component in step (the badge and the cards share one store)", () => {
    const page = testPage();
    const badge = renderHook(() => useFavourites(page));
    const card = renderHook(() => useFavourites(page));
    act(() => card.result.current.toggle(HMO_PLAN.id));
    expect(badge.result.current.ids).toEqual([HMO_PLAN.id]);
    expect(badge.result.current.bumped).toBe(true);
  });

  it("follows changes made in another tab", () => {
    const { result } = renderHook(() => useFavourites(testPage()));
    act(() => {
      window.localStorage.setItem(KEY, JSON.stringify([PPO_PLAN.id]));
      window.dispatchEvent(new StorageEvent("storage", { key: KEY }));
    });
    expect(result.current.ids).toEqual([PPO_PLAN.id]);
  });
});
