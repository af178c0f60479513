/**
 * The socket's `apiJobStatus` events `{ clientId, apiJobId, apiJobStatus }` (issue 17), for carrier staff only: the
 * server refuses everyone else, so no one else connects. The listener is called with each well-formed event.
 */
import { API_JOB_STATUSES } from "@onboard/domain/explorer/benefit-types";
import { isStaffRole } from "@onboard/domain/users/roles";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { listenOnLiveSocket } from "../../../lib/live-socket";
import { useSignedInRole } from "../../../lib/signed-in-user";

export const API_JOB_STATUS_EVENT = "apiJobStatus";

const apiJobStatusEventSchema = z.object({
  clientId: z.string(),
  apiJobId: z.string(),
  apiJobStatus: z.enum(API_JOB_STATUSES),
});
export type ApiJobStatusEvent = z.infer<typeof apiJobStatusEventSchema>;

/** Whether the signed-in user may hold the live socket: carrier staff (SLF_OWNER, SLF_ADMIN). */
export function useIsCarrierStaff(): boolean {
  const role = useSignedInRole();
  return role !== null && isStaffRole(role);
}

/** Listens while `enabled` and the user is carrier staff. */
export function useApiJobEvents(enabled: boolean, onEvent: (event: ApiJobStatusEvent) => void): void {
  const isStaff = useIsCarrierStaff();
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const isListening = enabled && isStaff;
  useEffect(() => {
    if (!isListening) return;
    return listenOnLiveSocket(API_JOB_STATUS_EVENT, (payload) => {
      const parsed = apiJobStatusEventSchema.safeParse(payload);
      if (parsed.success) latest.current(parsed.data);
    });
  }, [isListening]);
}
