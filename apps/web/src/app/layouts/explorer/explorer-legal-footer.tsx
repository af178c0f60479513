/**
 * The legal footer of an explorer page. A non-carrier page (a third-party administrator's brand) names the employer
 * instead of the carrier and keeps only the links that concern any visitor of this site (privacy and terms of use,
 * which are the hosting platform's); the carrier's security and fraud pages do not apply to another brand.
 * A kiosk (publicSiteFeatures.outboundLinks off) keeps the copyright and brand line and hides the links: they would
 * take the shared screen off the site. (The footer's explicit-links variant is the one that can show none.)
 */
import type { ExplorerPageResponse } from "@onboard/domain/explorer/explorer-page-schemas";
import { publicSiteFeatures } from "@onboard/domain/explorer/public-site-features";
import { useTranslation } from "react-i18next";
import { LegalFooter } from "../../../components/legal-footer/legal-footer";
import { useConfiguration } from "../../../lib/configuration/get-configuration";

export function ExplorerLegalFooter({ page }: { page: ExplorerPageResponse | null }) {
  const { t } = useTranslation("explorer");
  const { brand, legalLinks } = useConfiguration();
  if (!publicSiteFeatures(page).outboundLinks) {
    const isNonCarrier = page?.branding.nonSunLifeBenefitsExplorer === true;
    return (
      <LegalFooter
        variant="nonCarrier"
        brandName={isNonCarrier && page ? page.clientName : brand.name}
        links={legalLinks}
        brandLine={isNonCarrier && page ? t("footer.providedBy", { clientName: page.clientName }) : undefined}
        customLinks={[]}
      />
    );
  }
  if (!page?.branding.nonSunLifeBenefitsExplorer) return <LegalFooter brandName={brand.name} links={legalLinks} />;
  return (
    <LegalFooter
      variant="nonCarrier"
      brandName={page.clientName}
      links={legalLinks}
      brandLine={t("footer.providedBy", { clientName: page.clientName })}
      customLinks={[
        { key: "privacy", label: t("footer.privacy"), href: legalLinks.privacy },
        { key: "terms", label: t("footer.terms"), href: legalLinks.legal },
      ]}
    />
  );
}
