import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { configurationQueryOptions } from "../../../lib/configuration/get-configuration";
import { createQueryClient } from "../../../lib/query-client";
import { testConfiguration } from "../../../test/fixtures";
import {
  explorerPaths,
  explorerPreviewPaths,
  explorerSourcePaths,
  parseCompareParam,
  useExplorerPaths,
} from "./use-explorer-paths";

describe("explorerPaths", () => {
  it("builds main-host paths with the language prefix", () => {
    const en = explorerPaths("main", "en", "harborview-medical");
    expect(en.pagePath).toBe("/benefits-explorer/harborview-medical");
    expect(en.personalPlanPath).toBe("/benefits-explorer/harborview-medical/personal-benefits-plan");
    const es = explorerPaths("main", "es", "harborview-medical");
    expect(es.pagePath).toBe("/es/benefits-explorer/harborview-medical");
    expect(es.personalPlanPath).toBe("/es/benefits-explorer/harborview-medical/personal-benefits-plan");
  });

  it("builds explorer-host paths with the language prefix", () => {
    expect(explorerPaths("explorer", "en", "p1").pagePath).toBe("/p1");
    expect(explorerPaths("explorer", "en", "p1").personalPlanPath).toBe("/p1/personal-benefits-plan");
    expect(explorerPaths("explorer", "es", "p1").pagePath).toBe("/es/p1");
    expect(explorerPaths("explorer", "es", "p1").personalPlanPath).toBe("/es/p1/personal-benefits-plan");
  });

  it("puts the compared plans in ?compare= and reads them back", () => {
    const { comparePath } = explorerPaths("main", "es", "p1");
    expect(comparePath(["a", "b"])).toBe("/es/benefits-explorer/p1?compare=a,b");
    expect(explorerPaths("explorer", "en", "p1").comparePath(["a", "b", "c"])).toBe("/p1?compare=a,b,c");
    expect(parseCompareParam("a,b,,a, c")).toEqual(["a", "b", "c"]);
    expect(parseCompareParam(null)).toEqual([]);
  });
});

describe("explorerPreviewPaths", () => {
  const base = "/clients/admin/c1/manage/benefits-explorer/p1/preview";

  it("keeps the page, the personal plan and the comparison inside the preview base", () => {
    const en = explorerPreviewPaths("en", "c1", "p1");
    expect(en.pagePath).toBe(`${base}/page`);
    expect(en.personalPlanPath).toBe(`${base}/personal-benefits-plan`);
    expect(en.comparePath(["a", "b"])).toBe(`${base}/page?compare=a,b`);
    const es = explorerPreviewPaths("es", "c1", "p1");
    expect(es.pagePath).toBe(`/es${base}/page`);
    expect(es.personalPlanPath).toBe(`/es${base}/personal-benefits-plan`);
  });

  it("is what a preview source gives, on either host; a public source keeps the public paths", () => {
    const preview = { kind: "preview", clientId: "c1", explorerPageId: "p1" } as const;
    expect(explorerSourcePaths("main", "en", preview).pagePath).toBe(`${base}/page`);
    expect(explorerSourcePaths("explorer", "en", preview).pagePath).toBe(`${base}/page`);
    const publicSource = { kind: "public", pageIdOrSlug: "p1" } as const;
    expect(explorerSourcePaths("main", "es", publicSource).pagePath).toBe("/es/benefits-explorer/p1");
    expect(explorerSourcePaths("explorer", "en", publicSource).pagePath).toBe("/p1");
  });
});

function renderPaths(path: string, state: unknown, explorerOrigin: string | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configurationQueryOptions().queryKey, { ...testConfiguration, explorerOrigin });
  let hook: ReturnType<typeof useExplorerPaths> | null = null;
  function Probe() {
    hook = useExplorerPaths();
    return null;
  }
  const routes = [
    "/:explorerPageId",
    "/es/:explorerPageId",
    "/benefits-explorer/:explorerPageId",
    "/es/benefits-explorer/:explorerPageId",
    "/clients/admin/:clientId/manage/benefits-explorer/:explorerPageId/preview/personal-benefits-plan",
    "/es/clients/admin/:clientId/manage/benefits-explorer/:explorerPageId/preview/personal-benefits-plan",
  ];
  const router = createMemoryRouter(
    routes.map((routePath) => ({ path: routePath, element: <Probe /> })),
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  if (!hook) throw new Error("the probe did not render");
  return hook as ReturnType<typeof useExplorerPaths>;
}

describe("useExplorerPaths", () => {
  it("links on the main host, keeping the language and the demo status", () => {
    const paths = renderPaths("/es/benefits-explorer/harbor", { demoEnrollmentStatus: "active" }, null);
    expect(paths.pagePath).toBe("/es/benefits-explorer/harbor");
    expect(paths.personalPlanPath).toBe("/es/benefits-explorer/harbor/personal-benefits-plan");
    expect(paths.linkState).toEqual({ demoEnrollmentStatus: "active" });
  });

  it("links on the explorer host, with the default demo status", () => {
    const paths = renderPaths("/es/harbor", null, window.location.origin);
    expect(paths.pagePath).toBe("/es/harbor");
    expect(paths.comparePath(["x", "y"])).toBe("/es/harbor?compare=x,y");
    expect(paths.linkState).toEqual({ demoEnrollmentStatus: "pre" });
  });

  it("stays inside the preview on a preview route, whatever the host", () => {
    const base = "/es/clients/admin/c1/manage/benefits-explorer/p1/preview";
    const paths = renderPaths(
      `${base}/personal-benefits-plan`,
      { demoEnrollmentStatus: "post" },
      window.location.origin,
    );
    expect(paths.pagePath).toBe(`${base}/page`);
    expect(paths.personalPlanPath).toBe(`${base}/personal-benefits-plan`);
    expect(paths.comparePath(["x"])).toBe(`${base}/page?compare=x`);
    expect(paths.linkState).toEqual({ demoEnrollmentStatus: "post" });
  });
});
