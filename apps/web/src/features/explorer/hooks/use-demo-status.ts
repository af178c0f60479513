/**
 * The demo enrollment status (pre, active or post) of a demo page: kept in react-router navigation state (spec §4),
 * default "pre", so it survives moving between the page and the personal plan but never appears in the URL.
 */
import { DEMO_ENROLLMENT_STATUSES, type DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

export interface ExplorerNavigationState {
  demoEnrollmentStatus: DemoEnrollmentStatus;
}

/** Reads the status from any navigation state; anything unrecognised is the default. */
export function demoStatusFromState(state: unknown): DemoEnrollmentStatus {
  if (typeof state !== "object" || state === null || !("demoEnrollmentStatus" in state)) return "pre";
  const value = (state as { demoEnrollmentStatus: unknown }).demoEnrollmentStatus;
  return DEMO_ENROLLMENT_STATUSES.find((status) => status === value) ?? "pre";
}

export function useDemoStatus(): {
  status: DemoEnrollmentStatus;
  /** Pass as `state` to every Link/navigate inside the explorer so the status is kept. */
  navigationState: ExplorerNavigationState;
  setStatus(next: DemoEnrollmentStatus): void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const status = demoStatusFromState(location.state);
  const setStatus = useCallback(
    (next: DemoEnrollmentStatus) => {
      // Replacing keeps the back button for pages, not for each toggle.
      navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { state: { ...(isRecord(location.state) ? location.state : {}), demoEnrollmentStatus: next }, replace: true },
      );
    },
    [navigate, location.pathname, location.search, location.hash, location.state],
  );
  return { status, navigationState: { demoEnrollmentStatus: status }, setStatus };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
