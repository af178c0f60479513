/** The seam for permission checks against route.access (CASL). */
import type { RouteAccess } from "@onboard/domain/routes/registry";

export type CanAccess = (access: RouteAccess) => boolean;

/**
 * Route permissions arrive with the CASL abilities in a later issue. Until then the server's own checks are the
 * only gate, so the UI lets every signed-in user through; guards and menus already ask through this hook.
 */
export function useCanAccess(): CanAccess {
  return allowSignedInUsers;
}

const allowSignedInUsers: CanAccess = () => true;
