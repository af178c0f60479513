/** Where a page places its chat entry, and what the entry needs from the page's layout. */
import type { ChatContext } from "@onboard/domain/chat/chat-schemas";

export type ChatPlacement = "footer" | "panel";

export interface ChatSlotProps {
  context: ChatContext;
  placement: ChatPlacement;
  /** The support address the slow-load warning offers. */
  supportEmail: string;
}
