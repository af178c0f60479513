/** The support panel's states: collapsed -> expanding -> expanded -> collapsing -> collapsed. */

export type SupportPanelState = "collapsed" | "expanding" | "expanded" | "collapsing";
export type SupportPanelAction = { type: "toggle" } | { type: "transitionEnd" } | { type: "close" };

export const INITIAL_SUPPORT_PANEL_STATE: SupportPanelState = "collapsed";

export function supportPanelReducer(state: SupportPanelState, action: SupportPanelAction): SupportPanelState {
  switch (action.type) {
    case "toggle":
      // Toggling mid-transition reverses it, so a double click never leaves the panel stuck.
      return state === "collapsed" || state === "collapsing" ? "expanding" : "collapsing";
    case "transitionEnd":
      if (state === "expanding") return "expanded";
      if (state === "collapsing") return "collapsed";
      return state;
    case "close":
      return isSupportPanelOpen(state) ? "collapsing" : state;
  }
}

/** Open while it is expanding or expanded: what aria-expanded reports. */
export function isSupportPanelOpen(state: SupportPanelState): boolean {
  return state === "expanding" || state === "expanded";
}
