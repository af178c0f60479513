/**
 * The visitor's favourite plans on a page (the personal plan): kept per page in browser storage, pruned to the plans
 * the page still has (spec §2), the same in every component, with `bumped` true for 500 ms after a change.
 */
import type { ExplorerPageResponse, ExplorerPlan } from "@onboard/domain/explorer/explorer-page-schemas";
import { pruneFavourites, toggleFavourite } from "@onboard/domain/explorer/favourite-plans";
import { useCallback, useEffect, useMemo, useSyncExternalStore } from "react";
import { type FavouritesSnapshot, favouritesSnapshot, subscribeFavourites, writeFavourites } from "./favourites-store";

const NO_FAVOURITES: FavouritesSnapshot = { ids: [], bumped: false };

export interface Favourites {
  /** Saved plan ids, in the order they were saved. */
  ids: string[];
  /** The saved plans, in the order they were saved. */
  plans: ExplorerPlan[];
  isFavourite(id: string): boolean;
  toggle(id: string): void;
  /** True for 500 ms after a change (the badge's bump). */
  bumped: boolean;
}

export function useFavourites(page: ExplorerPageResponse): Favourites {
  const pageId = page.id;
  const subscribe = useCallback((listener: () => void) => subscribeFavourites(pageId, listener), [pageId]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => favouritesSnapshot(pageId),
    // Server-rendered pages know no visitor's storage: the page hydrates with none saved, then shows the stored ones.
    () => NO_FAVOURITES,
  );

  const plansById = useMemo(
    () => new Map(page.benefits.flatMap((group) => group.plans).map((plan) => [plan.id, plan] as const)),
    [page],
  );
  const ids = useMemo(() => pruneFavourites(snapshot.ids, plansById.keys()), [snapshot.ids, plansById]);
  const plans = useMemo(() => ids.flatMap((id) => plansById.get(id) ?? []), [ids, plansById]);

  // Plans removed from the page are dropped from storage too, without a bump: the visitor changed nothing.
  const hasStale = ids.length !== snapshot.ids.length;
  useEffect(() => {
    if (hasStale) writeFavourites(pageId, ids, { bump: false });
  }, [hasStale, pageId, ids]);

  const idSet = useMemo(() => new Set(ids), [ids]);
  const isFavourite = useCallback((id: string) => idSet.has(id), [idSet]);
  const toggle = useCallback(
    (id: string) => {
      if (!plansById.has(id)) return;
      const current = pruneFavourites(favouritesSnapshot(pageId).ids, plansById.keys());
      writeFavourites(pageId, toggleFavourite(current, id), { bump: true });
    },
    [pageId, plansById],
  );

  return { ids, plans, isFavourite, toggle, bumped: snapshot.bumped };
}
