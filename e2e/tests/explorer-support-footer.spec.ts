/**
 * The explorer's "Need Help?" footer (spec §2): the client's implementation consultant (name, phone and e-mail), in the
 * server's HTML already, and the help-centre link only when the client's onboarding is live. In en and es.
 */
import { expect, test } from "@playwright/test";
import { EXPLORER_PAGES, explorerPath, openExplorer } from "../support/explorer";
import { type Language, text } from "../support/locales";

const footer = (language: Language, key: string) => text(language, "footer", key);

interface Support {
  implementationConsultant: { firstName: string; lastName: string; phoneNumber: string; email: string } | null;
  isOnboardingLive: boolean;
}

for (const language of ["en", "es"] as const) {
  test(`an explorer page's footer names the client's implementation consultant (${language})`, async ({
    page,
    request,
  }) => {
    const live = EXPLORER_PAGES.live;
    const answer = await request.get(`/api/explorer-pages/${live.slug}`);
    const support = ((await answer.json()) as { support: Support }).support;
    const consultant = support.implementationConsultant;
    expect(consultant, "the seeded client has an implementation consultant").not.toBeNull();
    if (!consultant) return;

    await openExplorer(page, explorerPath(language, live.slug), language, live.name);
    const needHelp = page.getByRole("region", { name: footer(language, "support.title") });
    await expect(needHelp.getByText(footer(language, "support.consultantTitle"))).toBeVisible();
    await expect(needHelp.getByText(`${consultant.firstName} ${consultant.lastName}`)).toBeVisible();
    await expect(needHelp.getByRole("link", { name: consultant.email })).toHaveAttribute(
      "href",
      `mailto:${consultant.email}`,
    );
    await expect(needHelp.getByRole("link", { name: consultant.phoneNumber })).toHaveAttribute(
      "href",
      `tel:${consultant.phoneNumber}`,
    );
    await expect(needHelp.getByRole("link", { name: footer(language, "support.helpCenter") })).toHaveCount(
      support.isOnboardingLive ? 1 : 0,
    );
  });
}
