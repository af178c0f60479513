/** Runs axe on the current page and fails with a readable list of violations. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Waits (up to 5 s) until what is painted is what stays: finite animations and transitions have ended, and every open
 * overlay (dialog, menu, listbox, tooltip, popover, toast) is fully opaque. axe measures colours as painted, and a
 * menu that is still fading in reads as faint text. The opacity check covers the frame between an overlay's mount
 * and the start of its transition, when no animation is running yet but the overlay is still transparent. Endless
 * animations (loaders, skeletons) are not waited for. On a timeout axe runs anyway and reports what it sees.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const animating = document
          .getAnimations()
          .some(
            (animation) => animation.playState === "running" && animation.effect?.getTiming().iterations !== Infinity,
          );
        if (animating) return false;
        const overlays = document.querySelectorAll(
          '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], .mantine-Popover-dropdown, .mantine-Notification-root',
        );
        for (const overlay of overlays) {
          const box = overlay.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          let opacity = 1;
          for (let element: Element | null = overlay; element; element = element.parentElement) {
            opacity *= Number(getComputedStyle(element).opacity);
          }
          if (opacity < 1) return false;
        }
        return true;
      },
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/**
 * The same rules on every page (the tags above). Only violations are reported, so axe is asked for the details of
 * violations alone (`resultTypes`: passes and the rest keep one node each, which spares it building selectors for
 * every passing node). A page without frames is checked by axe.run in the page itself ("legacy mode"); the default,
 * runPartial in each frame and finishRun in a second, blank page, is what reaching into frames needs, and is kept
 * for pages that have any. Either way the same rules run on the same document.
 */
function axeBuilder(page: Page, exclude: string[] = []): AxeBuilder {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(TAGS);
  if (page.frames().length === 1) builder = builder.setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  return builder;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await axeBuilder(page).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The same check as a soft assertion: the test goes on to the next page, so that one run lists every page's
 * violations (each failure still fails the test at its end). `exclude` leaves out parts axe cannot enter, such as a
 * script-less sandboxed frame (axe waits for it until the test times out).
 */
export async function softExpectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  await settleAnimations(page);
  const results = await axeBuilder(page, options.exclude).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => `${n.target.join(" ")}${n.any[0]?.message ? ` — ${n.any[0].message}` : ""}`)
        .join("\n    ")}`,
  );
  expect.soft(summary, `axe violations on ${page.url()}`).toEqual([]);
}
