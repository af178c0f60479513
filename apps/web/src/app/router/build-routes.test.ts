import { ROUTE_NAMES, ROUTES } from "@onboard/domain/routes/registry";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { buildRoutes } from "./build-routes";
import { hostModeFor } from "./create-app-router";
import type { RouteHandle } from "./route-handle";

function resolve(routes: ReturnType<typeof buildRoutes>, pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handle = matches.map((match) => match.route.handle as RouteHandle | undefined).findLast(Boolean);
  const layout = matches.find((match) => match.route.id?.startsWith("layout:"))?.route.id;
  return { routeName: handle?.routeName, layout };
}

function samplePath(template: string): string {
  return template.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);
}

describe("router built from the registry", () => {
  const routes = buildRoutes("main");

  it("mounts every registry route bare and under /en and /es, inside its view type's layout", () => {
    for (const name of ROUTE_NAMES) {
      const path = samplePath(ROUTES[name].path);
      for (const prefix of ["", "/en", "/es"]) {
        const prefixed = path === "/" && prefix ? prefix : `${prefix}${path}`;
        expect(resolve(routes, prefixed), prefixed).toEqual({
          routeName: name,
          layout: `layout:${ROUTES[name].viewType}`,
        });
      }
    }
  });

  it("sends unknown paths, with or without a language, to the not-found route", () => {
    for (const path of ["/nope", "/es/nope/deeper", "/fr/login"]) {
      expect(resolve(routes, path)).toEqual({ routeName: "notFound", layout: "layout:basic" });
    }
  });

  it("serves only the three explorer routes on the explorer host", () => {
    const explorer = buildRoutes("explorer");
    expect(resolve(explorer, "/")).toEqual({ routeName: "benefitsExplorerIndex", layout: "layout:explorer" });
    expect(resolve(explorer, "/es/page-1")).toEqual({ routeName: "benefitsExplorer", layout: "layout:explorer" });
    expect(resolve(explorer, "/page-1/personal-benefits-plan")).toEqual({
      routeName: "personalBenefitsPlan",
      layout: "layout:explorer",
    });
    expect(resolve(explorer, "/clients/admin").routeName).toBe("notFound");
  });

  it("recognises the explorer host by its configured origin", () => {
    expect(hostModeFor("https://benefits.test", "https://benefits.test")).toBe("explorer");
    expect(hostModeFor("https://benefits.test", "https://onboard.test")).toBe("main");
    expect(hostModeFor(null, "https://onboard.test")).toBe("main");
  });
});
