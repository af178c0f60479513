/**
 * Keeps the overlay's entries current (spec §4): GET /api/api-jobs for its clients once on mount and then every 60 s
 * while any entry is loading, plus the socket's events at once. A change updates the entry, refreshes that client's
 * QPS queries and records a notice (the store's). Mounted once, by the overlay.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { apiJobsQueryOptions } from "../api/get-api-jobs";
import { qpsKeys } from "../api/qps-keys";
import { applyJobToOverlay, applyStatusToOverlay, isAnyPushLoading, type PushOverlayEntry } from "./push-overlay-store";
import { useApiJobEvents } from "./use-api-job-events";

export function usePushTracking(entries: readonly PushOverlayEntry[]): void {
  const queryClient = useQueryClient();
  // The same ids keep the same array, so that an entry's progress does not make a new query.
  const idsKey = entries.map((entry) => entry.clientId).join(",");
  const clientIds = useMemo(() => (idsKey === "" ? [] : idsKey.split(",")), [idsKey]);
  const isLoading = isAnyPushLoading(entries);
  const jobs = useQuery(apiJobsQueryOptions(clientIds, isLoading));

  useEffect(() => {
    for (const job of jobs.data?.items ?? []) {
      if (applyJobToOverlay(job)) void queryClient.invalidateQueries({ queryKey: qpsKeys.client(job.clientId) });
    }
  }, [jobs.data, queryClient]);

  useApiJobEvents(clientIds.length > 0, (event) => {
    if (!clientIds.includes(event.clientId)) return;
    applyStatusToOverlay(event.clientId, event.apiJobId, event.apiJobStatus);
    void queryClient.invalidateQueries({ queryKey: qpsKeys.client(event.clientId) });
    // The event has no progress or outputs: the job itself is asked for again.
    void queryClient.invalidateQueries({ queryKey: qpsKeys.apiJobs(clientIds) });
  });
}
