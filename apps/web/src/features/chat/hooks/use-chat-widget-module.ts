/**
 * Loads the chat widget's chunk (chat-widget-<hash>.js) when a visitor opens the chat. If it has not loaded
 * SUPPORT_WIDGET_WARNING_MS after opening (spec §9), or could not load at all, `isSlow` asks the entry to warn and
 * offer e-mail; the warning goes once the widget is in. A failed load is tried again on the next opening.
 */
import { SUPPORT_WIDGET_WARNING_MS } from "@onboard/domain/chat/chat-limits";
import { useEffect, useState } from "react";

export type ChatWidgetModule = typeof import("../components/chat-widget");
/** The page's import() of the widget (chat-slot.tsx: imported from the entry, its chunk shares the entry's modules). */
export type ChatWidgetLoader = () => Promise<ChatWidgetModule>;

const loaded = new WeakMap<ChatWidgetLoader, ChatWidgetModule>();

/** `attempt` counts the visitor's presses: each one tries again while the widget is not in. */
export function useChatWidgetModule(
  isOpen: boolean,
  load: ChatWidgetLoader,
  attempt: number,
): { widget: ChatWidgetModule | null; isSlow: boolean } {
  const [widget, setWidget] = useState<ChatWidgetModule | null>(() => loaded.get(load) ?? null);
  const [isSlow, setIsSlow] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads again.
  useEffect(() => {
    if (!isOpen || widget) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => setIsSlow(true), SUPPORT_WIDGET_WARNING_MS);
    load().then(
      (module) => {
        loaded.set(load, module);
        if (!isCurrent) return;
        window.clearTimeout(timer);
        setIsSlow(false);
        setWidget(module);
      },
      () => {
        if (!isCurrent) return;
        window.clearTimeout(timer);
        setIsSlow(true);
      },
    );
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [isOpen, widget, load, attempt]);

  return { widget, isSlow: isOpen && isSlow };
}
