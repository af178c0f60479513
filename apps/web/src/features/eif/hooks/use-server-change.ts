/**
 * Calls `onChange` when the server's copy of what a form edits changes under it (the answer to a 412 reload, or
 * someone else's save seen on a refetch), so that the form shows the saved values again without being remounted:
 * its own messages (the conflict, "Saved") stay on screen.
 */
import { useEffect, useRef } from "react";

export function useServerChange(saved: unknown, onChange: () => void): void {
  const serialized = JSON.stringify(saved);
  const last = useRef(serialized);
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (serialized === last.current) return;
    last.current = serialized;
    callback.current();
  }, [serialized]);
}
