/**
 * Calls `onIdle` once `idleMs` pass without pointer, keyboard, touch or wheel input; the next input starts the count
 * again. Runs only in the browser, after hydration (an effect), so the server render never sees it.
 */
import { useEffect, useRef } from "react";

export const INPUT_EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel"] as const;

export function useInactivity(idleMs: number, onIdle: () => void): void {
  const latest = useRef(onIdle);
  latest.current = onIdle;
  useEffect(() => {
    let timer = setTimeout(() => latest.current(), idleMs);
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), idleMs);
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, restart, { capture: true, passive: true });
    return () => {
      clearTimeout(timer);
      for (const type of INPUT_EVENTS) window.removeEventListener(type, restart, { capture: true });
    };
  }, [idleMs]);
}
