import { MantineProvider } from "@mantine/core";
import { ARTICLE_VOTES_KEY } from "@onboard/domain/common/storage-keys";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureLanguage } from "../../lib/i18n";
import { json } from "../../test/fake-fetch";
import { HelpArticles } from "./help-articles";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function renderArticles(audience: "explorer" | "onboarding", language: "en" | "es" = "en") {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/csrf-token") return json({ token: "test-token" });
    return new Response(null, { status: 202 });
  });
  vi.stubGlobal("fetch", fetchMock);
  await ensureLanguage(language);
  render(
    <MantineProvider env="test">
      <main>
        <HelpArticles audience={audience} />
      </main>
    </MantineProvider>,
  );
  return fetchMock;
}

function votesSent(fetchMock: ReturnType<typeof vi.fn>, articleId: string): unknown[] {
  return fetchMock.mock.calls
    .filter(
      ([input]) => new URL(String(input), "http://localhost").pathname === `/api/help-articles/${articleId}/votes`,
    )
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

describe("the support panel's help articles", () => {
  it("lists the explorer's articles on the public site and the portal's elsewhere", async () => {
    await renderArticles("explorer");
    const section = screen.getByRole("region", { name: "Help articles" });
    expect(within(section).getByText("How do I save plans to my personal benefits plan?")).toBeTruthy();
    expect(within(section).queryByText("How do I upload my enrollment census?")).toBeNull();
  });

  it("opens an article, keeps the reader's vote in the browser, reports it, and takes it back on a second press", async () => {
    const user = userEvent.setup();
    const fetchMock = await renderArticles("onboarding");
    await user.click(screen.getByText("How do I upload my enrollment census?"));
    const article = screen.getByText("How do I upload my enrollment census?").closest("details") as HTMLDetailsElement;
    expect(article.open).toBe(true);
    const yes = within(article).getByRole("button", { name: "Yes" });
    await user.click(yes);
    expect(yes.getAttribute("aria-pressed")).toBe("true");
    expect(within(article).getByRole("status").textContent).toBe("Thank you for your feedback.");
    expect(JSON.parse(window.localStorage.getItem(ARTICLE_VOTES_KEY) ?? "{}")).toEqual({ "upload-census": "up" });
    await waitFor(() => expect(votesSent(fetchMock, "upload-census")).toEqual([{ vote: "up", previous: null }]));

    await user.click(within(article).getByRole("button", { name: "No" }));
    await user.click(within(article).getByRole("button", { name: "No" }));
    expect(JSON.parse(window.localStorage.getItem(ARTICLE_VOTES_KEY) ?? "{}")).toEqual({});
    await waitFor(() =>
      expect(votesSent(fetchMock, "upload-census")).toEqual([
        { vote: "up", previous: null },
        { vote: "down", previous: "up" },
        { vote: null, previous: "down" },
      ]),
    );
  });

  it("shows the votes kept from an earlier visit, and ignores what it cannot read", async () => {
    window.localStorage.setItem(ARTICLE_VOTES_KEY, JSON.stringify({ "save-plans": "down", bogus: "up" }));
    await renderArticles("explorer", "es");
    const article = screen.getByText("¿Cómo guardo planes en mi plan de beneficios personal?").closest("details");
    expect(
      within(article as HTMLElement)
        .getByRole("button", { name: "No" })
        .getAttribute("aria-pressed"),
    ).toBe("true");
    expect(
      within(article as HTMLElement)
        .getByRole("button", { name: "Sí" })
        .getAttribute("aria-pressed"),
    ).toBe("false");
  });

  it.each(["en", "es"] as const)("has no axe violations (%s)", async (language) => {
    await renderArticles("explorer", language);
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
