/**
 * What the public explorer shows around its plans, for a page answer (benefits-explorer spec §2, §3 kioskMode, §7
 * feature toggles; decision 029):
 * - kiosk mode (a shared screen, e.g. at an enrollment fair): no lead-generation link, no "e-mail me this plan", no
 *   link that leaves the site (benefits-administration platform, legal, help centre, support e-mail and phone links),
 *   and the kiosk controls ("Start over", and the reset after KIOSK_INACTIVITY_MS without input);
 * - the language dialog only when both the client's LANGUAGE toggle and the site's own language option are on;
 * - for a large client (the client's LARGE_CLIENT toggle and the site's large-client option both on), a list of the
 *   page's benefit types linking to their sections, once the page has at least LARGE_CLIENT_JUMP_LIST_MIN_GROUPS.
 * Pure and tiny: it runs on the explorer's first load.
 */
import type { ExplorerPageResponse } from "./explorer-page-schemas";

/** A kiosk forgets its visitor (favourites cleared, back to the site's start) after 2 minutes without input. */
export const KIOSK_INACTIVITY_MS = 2 * 60 * 1000;

/** A large client's page lists its benefit types at the top once it has this many benefit groups. */
export const LARGE_CLIENT_JUMP_LIST_MIN_GROUPS = 2;

export type PublicSitePage = Pick<
  ExplorerPageResponse,
  "kioskMode" | "languageFeatureToggle" | "largeClientFeatureToggle" | "featureToggles"
> & { benefits: readonly unknown[] };

export interface PublicSiteFeatures {
  leadLink: boolean;
  emailMyPlan: boolean;
  /** Links that leave the site: the benefits-administration platform, legal, help-centre, mailto: and tel: links. */
  outboundLinks: boolean;
  languageDialog: boolean;
  /** "Start over" and the inactivity reset. */
  kioskControls: boolean;
  /** The large-client list of benefit types, linking to their sections. */
  benefitJumpList: boolean;
}

/** The index (no page yet) is never a kiosk and offers both languages. */
export const INDEX_SITE_FEATURES: PublicSiteFeatures = {
  leadLink: true,
  emailMyPlan: true,
  outboundLinks: true,
  languageDialog: true,
  kioskControls: false,
  benefitJumpList: false,
};

export function publicSiteFeatures(page: PublicSitePage | null): PublicSiteFeatures {
  if (!page) return INDEX_SITE_FEATURES;
  const isKiosk = page.kioskMode;
  const isLargeClient = page.largeClientFeatureToggle && page.featureToggles.isLargeClientOn;
  return {
    leadLink: !isKiosk,
    emailMyPlan: !isKiosk,
    outboundLinks: !isKiosk,
    languageDialog: page.languageFeatureToggle && page.featureToggles.isLanguageOn,
    kioskControls: isKiosk,
    benefitJumpList: isLargeClient && page.benefits.length >= LARGE_CLIENT_JUMP_LIST_MIN_GROUPS,
  };
}
