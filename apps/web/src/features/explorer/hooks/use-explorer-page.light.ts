/**
 * The explorer's light client: the page of the current public route. The default demo status's page came with the
 * HTML; another status's page is fetched once (suspending the page, while the navigation bar keeps the last one).
 */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { missingParamMessage } from "@onboard/domain/routes/build-path";
import { useRef } from "react";
import { useExplorerRuntime } from "../../../explorer-client/runtime/explorer-runtime";
import { useDemoStatus } from "./use-demo-status";
import { useExplorerSource } from "./use-explorer-source";

function usePublicPageId(): string | null {
  const source = useExplorerSource();
  return source?.kind === "public" ? source.pageIdOrSlug : null;
}

export function useExplorerPage(): { page: ExplorerPageResponse; isPreview: boolean } {
  const pageId = usePublicPageId();
  if (!pageId) throw new Error(missingParamMessage("explorerPageId"));
  const { status } = useDemoStatus();
  const entry = useExplorerRuntime().page(pageId, status);
  if (entry.error) throw entry.error;
  if (!entry.data) throw entry.promise;
  return { page: entry.data, isPreview: false };
}

/** Without suspending, for the navigation bar: the last page shown while another status's page loads. */
export function useOptionalExplorerPage(): ExplorerPageResponse | null {
  const pageId = usePublicPageId();
  const { status } = useDemoStatus();
  const runtime = useExplorerRuntime();
  const last = useRef<ExplorerPageResponse | null>(null);
  if (!pageId) return null;
  const entry = runtime.page(pageId, status);
  if (entry.data) last.current = entry.data;
  return entry.data ?? last.current;
}
