/**
 * The page's chat entry as the layouts place it in the support footer and the support panel (issue 19). It renders
 * nothing on the server and in the first (hydrating) render, so the server's HTML has no chat entry and hydration
 * matches; once it is near the viewport, the entry's own chunk loads and asks whether chat is online.
 * Everything else of the chat (socket.io, the widget) loads from there, never with the page's first load.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { ChatSlotProps } from "./chat-placement";

const ChatEntry = lazy(() => import("./components/chat-entry").then((module) => ({ default: module.ChatEntry })));

/**
 * Mounted, then near the viewport: the footer is below the fold and the panel's entry is hidden until the panel
 * opens, so the chat's chunks (and its socket) load when a visitor gets near them, never with the page's first load
 * (the public explorer's 120 kB budget counts every script until the network is idle).
 */
function useIsNearViewport(): [boolean, (element: HTMLSpanElement | null) => void] {
  const [isNear, setIsNear] = useState(false);
  const [sentinel, setSentinel] = useState<HTMLSpanElement | null>(null);
  useEffect(() => {
    if (!sentinel || isNear) return;
    // Without IntersectionObserver (old browsers, jsdom): at once, after mounting.
    if (typeof window.IntersectionObserver !== "function") return setIsNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setIsNear(true), {
      rootMargin: "200px",
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, isNear]);
  return [isNear, setSentinel];
}

export function ChatSlot(props: ChatSlotProps) {
  const [isReady, sentinelRef] = useIsNearViewport();
  if (!isReady) return <ChatSentinel sentinelRef={sentinelRef} />;
  return (
    <Suspense fallback={null}>
      <ChatEntry {...props} />
    </Suspense>
  );
}

/** Nothing on the server and in the hydrating render; then an empty inline mark the observer watches. */
function ChatSentinel({ sentinelRef }: { sentinelRef: (element: HTMLSpanElement | null) => void }) {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return isMounted ? <span ref={sentinelRef} data-chat-slot="" /> : null;
}
