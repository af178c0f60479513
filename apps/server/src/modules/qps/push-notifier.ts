/**
 * Tells carrier staff's browsers that a push changed (benefits-explorer spec §4: a live socket event carrying clientId
 * and apiJobStatus). The app wires it to the realtime plugin; a failure to tell is logged, never fails the push.
 */
import type { ApiJobStatus } from "@onboard/domain/explorer/benefit-types";

export interface PushStatusEvent {
  clientId: string;
  apiJobId: string;
  apiJobStatus: ApiJobStatus;
}

export type PushNotifier = (event: PushStatusEvent) => void;

/** The socket event's name. */
export const PUSH_STATUS_EVENT = "apiJobStatus";
