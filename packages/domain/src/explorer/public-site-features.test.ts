import { describe, expect, it } from "vitest";
import {
  INDEX_SITE_FEATURES,
  KIOSK_INACTIVITY_MS,
  type PublicSiteFeatures,
  type PublicSitePage,
  publicSiteFeatures,
} from "./public-site-features";

const page: PublicSitePage = {
  kioskMode: false,
  languageFeatureToggle: true,
  largeClientFeatureToggle: false,
  featureToggles: { isLanguageOn: true, isLargeClientOn: false },
  benefits: [{}, {}],
};

const everything: PublicSiteFeatures = {
  leadLink: true,
  emailMyPlan: true,
  outboundLinks: true,
  languageDialog: true,
  kioskControls: false,
  benefitJumpList: false,
};

const kiosk = { leadLink: false, emailMyPlan: false, outboundLinks: false, kioskControls: true };

describe("publicSiteFeatures", () => {
  it.each<[string, Partial<PublicSitePage>, Partial<PublicSiteFeatures>]>([
    ["an ordinary site shows everything but the kiosk controls", {}, {}],
    [
      "kiosk mode drops the lead link, e-mail-me and outbound links, and adds the kiosk controls",
      { kioskMode: true },
      kiosk,
    ],
    [
      "kiosk mode keeps the language dialog",
      { kioskMode: true, featureToggles: { isLanguageOn: true, isLargeClientOn: false } },
      { ...kiosk, languageDialog: true },
    ],
    [
      "the site's language option off hides the language dialog",
      { languageFeatureToggle: false },
      { languageDialog: false },
    ],
    [
      "the client's LANGUAGE toggle off hides the language dialog",
      { featureToggles: { isLanguageOn: false, isLargeClientOn: false } },
      { languageDialog: false },
    ],
    [
      "both language switches off hide it",
      { languageFeatureToggle: false, featureToggles: { isLanguageOn: false, isLargeClientOn: false } },
      { languageDialog: false },
    ],
    [
      "a large client (toggle and site option on) with two benefit groups gets the jump list",
      { largeClientFeatureToggle: true, featureToggles: { isLanguageOn: true, isLargeClientOn: true } },
      { benefitJumpList: true },
    ],
    [
      "a large client with one benefit group does not",
      { largeClientFeatureToggle: true, featureToggles: { isLanguageOn: true, isLargeClientOn: true }, benefits: [{}] },
      {},
    ],
    ["the site's large-client option alone is not enough", { largeClientFeatureToggle: true }, {}],
    [
      "the client's LARGE_CLIENT toggle alone is not enough",
      { featureToggles: { isLanguageOn: true, isLargeClientOn: true } },
      {},
    ],
    [
      "a large client's kiosk keeps the jump list (it stays on the site)",
      {
        kioskMode: true,
        largeClientFeatureToggle: true,
        featureToggles: { isLanguageOn: true, isLargeClientOn: true },
      },
      { ...kiosk, benefitJumpList: true },
    ],
  ])("%s", (_, change, expected) => {
    expect(publicSiteFeatures({ ...page, ...change })).toEqual({ ...everything, ...expected });
  });

  it("gives the index (no page) everything but the kiosk controls", () => {
    expect(publicSiteFeatures(null)).toEqual(everything);
    expect(INDEX_SITE_FEATURES).toEqual(everything);
  });

  it("resets a kiosk after 2 minutes without input", () => {
    expect(KIOSK_INACTIVITY_MS).toBe(120_000);
  });
});
