/**
 * The light client's shared state for one visit: the server's boot state, the document head the render asks for
 * (its title, read by the server) and the pages fetched for other demo statuses (the boot state holds the default
 * one). On the server one runtime is made per request; in the browser, one for the visit.
 */
import type { DemoEnrollmentStatus } from "@onboard/domain/explorer/benefit-types";
import type { ExplorerBootState } from "@onboard/domain/explorer/explorer-boot-state";
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { createContext, useContext } from "react";

export interface PageEntry {
  data?: ExplorerPageResponse;
  error?: unknown;
  promise?: Promise<void>;
}

export type PageFetcher = (pageIdOrSlug: string, status: DemoEnrollmentStatus) => Promise<ExplorerPageResponse>;

export class ExplorerRuntime {
  readonly head: { title: string | null } = { title: null };
  private readonly pages = new Map<string, PageEntry>();

  constructor(
    readonly state: ExplorerBootState,
    private readonly fetchPage: PageFetcher,
    notFoundError: unknown,
  ) {
    const { page, route } = state;
    const pageIdOrSlug = route.params.explorerPageId;
    if (!pageIdOrSlug) return;
    if (page) this.pages.set(key(pageIdOrSlug, "pre"), { data: page });
    else if (state.pageNotFound) this.pages.set(key(pageIdOrSlug, "pre"), { error: notFoundError });
  }

  /** The page for a demo status: at once when known, else its fetch is started (call again once it settles). */
  page(pageIdOrSlug: string, status: DemoEnrollmentStatus): PageEntry {
    const entryKey = key(pageIdOrSlug, status);
    const known = this.pages.get(entryKey);
    if (known) return known;
    const entry: PageEntry = {};
    entry.promise = this.fetchPage(pageIdOrSlug, status).then(
      (data) => {
        entry.data = data;
      },
      (error: unknown) => {
        entry.error = error;
      },
    );
    this.pages.set(entryKey, entry);
    return entry;
  }
}

const key = (pageIdOrSlug: string, status: DemoEnrollmentStatus) => `${status}:${pageIdOrSlug}`;

const ExplorerRuntimeContext = createContext<ExplorerRuntime | null>(null);
export const ExplorerRuntimeProvider = ExplorerRuntimeContext.Provider;

export function useExplorerRuntime(): ExplorerRuntime {
  const runtime = useContext(ExplorerRuntimeContext);
  if (!runtime) throw new Error("The explorer's light client needs an ExplorerRuntimeProvider");
  return runtime;
}
