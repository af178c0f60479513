/**
 * State kept in localStorage under a key (e.g. an admin list's filters, per signed-in user). What is read back is
 * checked with a zod schema; anything unreadable falls back to the defaults, so a stale shape never breaks a page.
 */
import { useCallback, useState } from "react";
import type { z } from "zod";

function read<T>(key: string, schema: z.ZodType<T>, defaults: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return defaults;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

export function usePersistentState<T>(
  key: string,
  schema: z.ZodType<T>,
  defaults: T,
): [T, (next: T | ((previous: T) => T)) => void] {
  const [state, setState] = useState<T>(() => read(key, schema, defaults));
  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      setState((previous) => {
        const value = typeof next === "function" ? (next as (p: T) => T)(previous) : next;
        try {
          window.localStorage.setItem(key, JSON.stringify(value));
        } catch {
          // Storage full or disabled: the state still works for this visit.
        }
        return value;
      });
    },
    [key],
  );
  return [state, update];
}
