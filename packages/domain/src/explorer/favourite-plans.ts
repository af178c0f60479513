/**
 * Favourite plans, kept per explorer page in browser storage (benefits-explorer spec §3, `favouritePlansKey`).
 * Favourites that are no longer on the page are dropped when the page loads; what is read back from storage is
 * checked, since anything may be stored there. (Checked by hand rather than with zod: this runs on the explorer's
 * first load, which must not carry the schema library.)
 */

const MAX_STORED_FAVOURITES = 500;

function isListOfIds(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_STORED_FAVOURITES &&
    value.every((item) => typeof item === "string" && item.length > 0)
  );
}

/** The stored ids, or none when the stored text is missing or not a list of ids. */
export function parseStoredFavourites(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return isListOfIds(parsed) ? [...new Set(parsed)] : [];
  } catch {
    return [];
  }
}

/** The favourites still on the page, in the order they were saved. */
export function pruneFavourites(favouriteIds: readonly string[], planIdsOnPage: Iterable<string>): string[] {
  const onPage = new Set(planIdsOnPage);
  return favouriteIds.filter((id, index) => onPage.has(id) && favouriteIds.indexOf(id) === index);
}

/** Adds the plan when it is not a favourite, removes it when it is. */
export function toggleFavourite(favouriteIds: readonly string[], planId: string): string[] {
  return favouriteIds.includes(planId) ? favouriteIds.filter((id) => id !== planId) : [...favouriteIds, planId];
}
