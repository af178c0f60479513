/** What the hub specs share: seeded client ids, a minimal real PDF, and the hub's own texts. */
import { expect, type Page } from "@playwright/test";
import { clientIdOf } from "../../apps/server/src/db/seed/keys";
import { type Language, text } from "./locales";

/** The seeded clients the hub specs open (ids are derived from the seed's keys, as the server's seed does). */
export const HUB_CLIENTS = {
  /** Mid-onboarding, past-due tasks, welcome flow not completed: the journey's client (no other spec uses it). */
  greatLakes: { name: "Great Lakes Tool & Die Co.", id: clientIdOf("greatlakes") },
  /** Setup not completed: the setup-pending page. */
  bluegrass: { name: "Bluegrass Veterinary Partners", id: clientIdOf("bluegrass") },
  /** In the WELCOME phase with its welcome flow not completed: the welcome page for staff to look at. */
  sonoran: { name: "Sonoran Solar Installers, LLC", id: clientIdOf("sonoran") },
  /** Has a prior carrier (prior-carrier-bills policy tasks) and a seeded prior-carrier certificate. */
  lonestar: { name: "Lone Star Logistics LLC", id: clientIdOf("lonestar") },
} as const;

export const h = (language: Language, key: string) => text(language, "hub", key);

/**
 * A minimal valid one-page PDF (header, catalog, pages, page, xref, trailer, %%EOF) with a unique comment, padded
 * with `paddingBytes` of comment lines (PDF comments are allowed between objects) when a larger file is wanted.
 */
export function minimalPdf(marker: string, paddingBytes = 0): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = `%PDF-1.4\n% ${marker}\n`;
  const line = `% ${"padding ".repeat(15)}\n`;
  body += line.repeat(Math.ceil(paddingBytes / line.length));
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Waits for a hub task page's heading. */
export async function expectTaskHeading(page: Page, language: Language, taskId: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: h(language, `taskNames.${taskId}`) })).toBeVisible();
}
