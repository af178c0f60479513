/**
 * Test data and fakes for the QPS push screens: a client, its plan-design info, api jobs and QPS's difference shaped
 * like the server's answers, a fake server for them, and a fake live socket whose events a test emits.
 */
import type { ApiJobStatus } from "@onboard/domain/explorer/benefit-types";
import type { ApiJob, ClientFromQps, PlanDesignInfo } from "@onboard/domain/qps/qps-api";
import type { AuthenticatedUser } from "@onboard/domain/users/authenticated-user";
import { type LiveSocket, setLiveSocketFactory } from "../../lib/live-socket";
import { json } from "../../test/fake-fetch";
import { testBenAdmin, testUser } from "../../test/fixtures";
import { PUSH_OVERLAY_STORAGE_KEY, type PushOverlayEntry } from "./hooks/push-overlay-store";

export { answerByMethod, callsTo, json } from "../../test/fake-fetch";

export const CLIENT_ID = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
export const OTHER_CLIENT_ID = "7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
/** The fake server's client detail names every client so (test/fixtures.ts). */
export const CLIENT_NAME = "Harborview Logistics";
export const CASE_ID = "433916";
export const PUSH_PATH = `/client/${CLIENT_ID}/push-to-qps`;
export const INFO_PATH = `/api/clients/${CLIENT_ID}/qps/plan-design-info`;
export const PUSH_API_PATH = `/api/clients/${CLIENT_ID}/qps/async-push`;
export const FROM_QPS_PATH = `/api/clients/${CLIENT_ID}/client-from-qps`;
export const IMPORT_PATH = `/api/clients/${CLIENT_ID}/import-from-qps`;
export const API_JOBS_PATH = "/api/api-jobs";

export const staff: AuthenticatedUser = testUser;

export const benAdmin: AuthenticatedUser = testBenAdmin(CLIENT_ID, CLIENT_NAME);

export function apiJob(overrides: Partial<ApiJob> = {}): ApiJob {
  return {
    id: "0b7d6a9e-3c1f-4f7e-9a51-6f0d2c8e4b11",
    clientId: CLIENT_ID,
    clientName: CLIENT_NAME,
    caseId: CASE_ID,
    type: "QPS_PUSH",
    status: "IN_PROGRESS",
    progress: 40,
    requestedBy: { id: "u1", name: "Avery Admin" },
    createdAt: "2026-11-26T10:00:00.000Z",
    startedAt: "2026-11-26T10:00:01.000Z",
    completedAt: null,
    apiJobOutputs: [],
    ...overrides,
  };
}

export function planDesignInfo(overrides: Partial<PlanDesignInfo> = {}): PlanDesignInfo {
  return {
    clientId: CLIENT_ID,
    caseId: CASE_ID,
    planDesign: {
      caseId: CASE_ID,
      clientName: CLIENT_NAME,
      policies: [
        { policyNumber: "920001", effectiveDate: "2027-01-01", situsState: "OR", coverages: ["BASIC_LIFE", "STD"] },
      ],
      plans: [
        {
          planKey: "plan-1",
          policyNumber: "920001",
          benefitType: "BASIC_LIFE",
          name: "Basic Life",
          maximumBenefitAmount: 50000,
        },
      ],
      classes: [
        {
          classKey: "class-1",
          name: "Full-time staff",
          employmentTypes: ["FULL_TIME"],
          minimumHoursPerWeek: 30,
          planKeys: ["plan-1"],
        },
      ],
    },
    problems: [],
    lastPushedAt: null,
    pushes: [],
    ...overrides,
  };
}

export function clientFromQps(overrides: Partial<ClientFromQps> = {}): ClientFromQps {
  return { clientId: CLIENT_ID, caseId: CASE_ID, qpsCase: null, differences: [], ...overrides };
}

/** Lists clients in the overlay as a reload would find them. */
export function storeOverlay(entries: Partial<PushOverlayEntry>[]): void {
  const full = entries.map((entry) => ({
    clientId: CLIENT_ID,
    clientName: CLIENT_NAME,
    caseId: CASE_ID,
    apiJobId: apiJob().id,
    createdAt: apiJob().createdAt,
    status: "IN_PROGRESS" as ApiJobStatus,
    progress: 40,
    ...entry,
  }));
  window.localStorage.setItem(PUSH_OVERLAY_STORAGE_KEY, JSON.stringify(full));
}

/** The QPS calls answered from the given values (each read at call time, so a test can change them). */
export function qpsServer(state: {
  info?: () => PlanDesignInfo;
  jobs?: () => ApiJob[];
  fromQps?: () => Response;
}): (path: string) => Response | undefined {
  return (path) => {
    if (path === INFO_PATH) return json(state.info ? state.info() : planDesignInfo());
    if (path === FROM_QPS_PATH) return state.fromQps ? state.fromQps() : json(clientFromQps());
    if (path === API_JOBS_PATH) return json({ items: state.jobs ? state.jobs() : [] });
    return undefined;
  };
}

export interface FakeSocket extends LiveSocket {
  emit(event: string, payload: unknown): void;
  listenerCount(event: string): number;
  isDisconnected: boolean;
}

/** Replaces socket.io with a fake socket; `opened` counts the connections made. */
export function useFakeSocket(): { socket: FakeSocket; opened: () => number } {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let count = 0;
  const socket: FakeSocket = {
    isDisconnected: false,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return socket;
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
    disconnect() {
      socket.isDisconnected = true;
      return socket;
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0;
    },
  };
  setLiveSocketFactory(async () => {
    count += 1;
    socket.isDisconnected = false;
    return socket;
  });
  return { socket, opened: () => count };
}
