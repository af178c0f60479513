/** The preload hint of the explorer's page HTML, on both hosts, with and without a language prefix. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app";
import { explorerPageIdOfPath } from "./explorer-preload";

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), "onboard-preload-dist-"));
  const html =
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Onboard</title></head><body></body></html>';
  await writeFile(path.join(distDir, "index.html"), html);
  t = await buildTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const HINT = (id: string) => `</api/explorer-pages/${id}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const TAG = (id: string) =>
  `<link rel="preload" href="/api/explorer-pages/${id}" as="fetch" crossorigin="use-credentials">`;

describe("preload hint", () => {
  const explorerHost = { host: "localhost:3001" };
  const cases = [
    ["/benefits-explorer/acme-2026", {}, "acme-2026"],
    ["/benefits-explorer/acme-2026/personal-benefits-plan", {}, "acme-2026"],
    ["/es/benefits-explorer/acme-2026", {}, "acme-2026"],
    ["/en/benefits-explorer/acme-2026/personal-benefits-plan?compare=a,b", {}, "acme-2026"],
    ["/benefits-explorer/Acme%20Open%20Enrollment", {}, "Acme%20Open%20Enrollment"],
    ["/acme-2026", explorerHost, "acme-2026"],
    ["/acme-2026/personal-benefits-plan", explorerHost, "acme-2026"],
    ["/es/acme-2026", explorerHost, "acme-2026"],
    ["/en/acme-2026/personal-benefits-plan", explorerHost, "acme-2026"],
  ] as const;

  it.each(cases)("names the page's API call for %s", async (url, headers, id) => {
    const response = await t.app.inject({ method: "GET", url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toBe(HINT(id));
    expect(response.body).toContain(`<head>${TAG(id)}`);
  });

  it.each([
    ["/", {}],
    ["/benefits-explorer", {}],
    ["/es/benefits-explorer", {}],
    ["/clients", {}],
    ["/login", {}],
    ["/", explorerHost],
    ["/es", explorerHost],
    ["/acme-2026/unknown-page", explorerHost],
    ["/acme-2026", {}],
  ] as const)("adds none to %s", async (url, headers) => {
    const response = await t.app.inject({ method: "GET", url, headers });
    expect(response.headers.link).toBeUndefined();
    expect(response.body).not.toContain('rel="preload"');
  });

  it("cannot be used to inject markup", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/benefits-explorer/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    });
    expect(response.headers.link).toBe(HINT("%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"));
    expect(response.body).not.toContain("<script>");
  });

  it("encodes the id as one path segment", () => {
    expect(explorerPageIdOfPath("/benefits-explorer/a%2Fb", false)).toBe("a/b");
    expect(explorerPageIdOfPath("/benefits-explorer/%3Cx%3E", false)).toBe("<x>");
  });
});
