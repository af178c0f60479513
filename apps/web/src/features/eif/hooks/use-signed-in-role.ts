/** The signed-in user's role, from the session guard's cached answer (lib/session-query-key.ts), or null. */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { useQueryClient } from "@tanstack/react-query";
import { SESSION_QUERY_KEY } from "../../../lib/session-query-key";

export function useSignedInRole(): CarrierRole | null {
  return useQueryClient().getQueryData<{ role: CarrierRole } | null>(SESSION_QUERY_KEY)?.role ?? null;
}
