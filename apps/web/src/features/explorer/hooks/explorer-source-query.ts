/** The query for the page of an explorer source (use-explorer-source.ts), apart from it so that reading the source needs no API client. */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import { explorerPageQueryOptions } from "../api/get-explorer-page";
import { explorerPreviewQueryOptions } from "../api/get-explorer-preview";
import type { ExplorerSource } from "./use-explorer-source";

/** The query for the page of `source`; both answer an ExplorerPageResponse, under keys starting "explorer". */
export function explorerSourceQueryOptions(
  source: ExplorerSource,
  status: DemoEnrollmentStatus,
): ReturnType<typeof explorerPageQueryOptions> {
  return source.kind === "preview"
    ? explorerPreviewQueryOptions(source.clientId, source.explorerPageId, status)
    : explorerPageQueryOptions(source.pageIdOrSlug, status);
}
