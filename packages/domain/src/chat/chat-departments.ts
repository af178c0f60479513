/**
 * Live chat departments (benefits-explorer spec §4, §9; issue 19). A department is online while at least one carrier
 * staff agent is available in it; offline suppresses chat (the page offers e-mail instead).
 *
 * Which department a page shows: a demo explorer site (not live: the "demo environment" of the spec, the site staff and
 * employers preview before it goes live) shows the Demo department; a live site shows the Live department only when its
 * contact-us chat is enabled; a live site without it offers no chat. The onboarding portal's hub (client users) has no
 * department of its own in the spec: it shows the Live department (decision 030).
 */
export const CHAT_DEPARTMENT_CODES = ["LIVE", "DEMO"] as const;
export type ChatDepartment = (typeof CHAT_DEPARTMENT_CODES)[number];

/** The spec's names, shown to visitors and staff as they are (not translated: they are the departments' names). */
export const CHAT_DEPARTMENT_NAMES: Record<ChatDepartment, string> = {
  LIVE: "Benefits Explorer Live",
  DEMO: "Benefits Explorer Demo",
};

export interface ExplorerChatContext {
  /** The site is live (not a demo site). */
  isLive: boolean;
  /** The site's "contact us: live chat" option (enableContactUsLiveChat). */
  isLiveChatEnabled: boolean;
}

/** The department an explorer page shows, or null when the page offers no chat. */
export function chatDepartmentForExplorerPage(page: ExplorerChatContext): ChatDepartment | null {
  if (!page.isLive) return "DEMO";
  return page.isLiveChatEnabled ? "LIVE" : null;
}

/** The department the onboarding portal's hub shows to a client's users (decision 030). */
export const HUB_CHAT_DEPARTMENT: ChatDepartment = "LIVE";
