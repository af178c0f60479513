/** The "updated by" popover of a call or document (onboarding spec §8): its loading text and the no-user fallback. */
export const UPDATED_BY_TEXTS = {
  loading: "Loading update data...",
  carrierTeam: "Updated by the Sun Life team",
} as const;

/** The name to show, or the carrier-team text when no user is recorded (a system change or a removed user). */
export function updatedByText(updatedBy: { name: string } | null): string {
  return updatedBy?.name ?? UPDATED_BY_TEXTS.carrierTeam;
}
