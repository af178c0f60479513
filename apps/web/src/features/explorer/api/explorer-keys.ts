/**
 * Query keys of the public benefits explorer: every key starts with "explorer". Plain string arrays, so that the
 * page and its preview make one query type (hooks/use-explorer-source.ts picks either).
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";

export const explorerKeys = {
  all: ["explorer"] as const,
  page: (pageIdOrSlug: string, demoStatus: DemoEnrollmentStatus): string[] => [
    ...explorerKeys.all,
    "page",
    pageIdOrSlug,
    demoStatus,
  ],
  preview: (clientId: string, explorerPageId: string, demoStatus: DemoEnrollmentStatus): string[] => [
    ...explorerKeys.all,
    "preview",
    clientId,
    explorerPageId,
    demoStatus,
  ],
};
