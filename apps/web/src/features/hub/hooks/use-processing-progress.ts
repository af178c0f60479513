/** A ticking processing progress for a document (domain rule): starts when it mounts, 100 once it is completed. */
import { processingProgress } from "@onboard/domain/documents/processing-progress";
import { useEffect, useState } from "react";

const TICK_MS = 500;

export function useProcessingProgress(isCompleted: boolean): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    if (isCompleted) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [isCompleted]);
  return processingProgress(now - startedAt, isCompleted);
}
