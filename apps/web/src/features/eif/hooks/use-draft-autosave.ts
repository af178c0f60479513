/**
 * The EIF page's autosave (see draft-autosave-store.ts): its state for the status line, the conflict and the fields,
 * and its actions. While the page is open it sends again as soon as the browser is back online, and asks before the
 * tab is closed with answers still unsaved.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { type AutosaveState, type DraftAutosave, draftAutosaveFor } from "./draft-autosave-store";

export interface DraftAutosaveHandle {
  state: AutosaveState;
  update: DraftAutosave["update"];
  updateMany: DraftAutosave["updateMany"];
  setInput: DraftAutosave["setInput"];
  flush: DraftAutosave["flush"];
  reload: DraftAutosave["reload"];
  retryNow: DraftAutosave["retryNow"];
}

export function useDraftAutosave(clientId: string): DraftAutosaveHandle {
  const queryClient = useQueryClient();
  const store = draftAutosaveFor(queryClient, clientId);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);

  useEffect(() => {
    const onOnline = () => store.retryNow();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.hasUnsaved) event.preventDefault();
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("online", onOnline);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, [store]);

  return {
    state,
    update: (key, value, input) => store.update(key, value, input),
    updateMany: (changes) => store.updateMany(changes),
    setInput: (key, input) => store.setInput(key, input),
    flush: () => store.flush(),
    reload: () => store.reload(),
    retryNow: () => store.retryNow(),
  };
}
