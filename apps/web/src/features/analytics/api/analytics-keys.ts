/** Query keys of the analytics feature: every key starts with "analytics". */
export const analyticsKeys = {
  all: ["analytics"] as const,
  summary: (period: { from: string; to: string }) => ["analytics", "summary", period] as const,
};
