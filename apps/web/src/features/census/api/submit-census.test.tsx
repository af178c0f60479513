import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { json } from "../census-test-support";
import { censusKeys } from "./census-keys";
import { useSubmitCensus } from "./submit-census";

describe("submitting the census", () => {
  it("refreshes the hub's tasks (the task is Done) and the census's own queries", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === "/api/csrf-token" ? json({ token: "t" }) : json({ items: [] }),
      ),
    );
    const queryClient = new QueryClient();
    queryClient.setQueryData(["hub", "c1", "tasks"], { clientTasks: [], policies: [] });
    queryClient.setQueryData(["hub", "c1", "tasks", "enrollment-elections", "p1"], { status: "IN_PROGRESS" });
    queryClient.setQueryData(censusKeys.files("c1", "p1"), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSubmitCensus("c1", "p1"), { wrapper });
    await act(() => result.current.mutateAsync("0b7d6a9e-3c1f-4f7e-9a51-6f0d2c8e4b11"));
    expect(queryClient.getQueryState(["hub", "c1", "tasks"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["hub", "c1", "tasks", "enrollment-elections", "p1"])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(censusKeys.files("c1", "p1"))?.isInvalidated).toBe(true);
  });
});
