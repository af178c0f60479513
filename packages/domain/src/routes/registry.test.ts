import { describe, expect, it } from "vitest";
import { ROUTE_NAMES, ROUTES, routeParamNames } from "./registry";

const SPEC_ROUTE_NAMES = [
  "index",
  "login",
  "logout",
  "forgot",
  "activate",
  "reactivate",
  "reset",
  "maintenance",
  "notFound",
  "termsOfUse",
  "loginCallback",
  "labHome",
  "labAbout",
  "eifPushToQPS",
  "clientsAdmin",
  "clientManage",
  "internalUsers",
  "brokersAdmin",
  "brokerManage",
  "benAdminsAdmin",
  "benAdminManage",
  "allEmails",
  "allEmail",
  "createBenefitsExplorerSite",
  "editBenefitsExplorerSite",
  "renewBenefitsExplorerSite",
  "brokerHome",
  "benAdminHome",
  "benefitsExplorerIndex",
  "benefitsExplorer",
  "personalBenefitsPlan",
  "benefitsExplorerIndexInternal",
  "benefitsExplorerInternal",
  "personalBenefitsPlanInternal",
];

describe("route registry", () => {
  it("holds every route the specs name", () => {
    expect(ROUTE_NAMES).toEqual(expect.arrayContaining(SPEC_ROUTE_NAMES));
  });

  it("keys each route by its own name", () => {
    for (const name of ROUTE_NAMES) expect(ROUTES[name].name).toBe(name);
  });

  it("gives every route a unique path, even when param names are ignored", () => {
    const paths = ROUTE_NAMES.map((name) => ROUTES[name].path);
    expect(new Set(paths).size).toBe(paths.length);
    const shapes = paths.map((path) => path.replace(/:[^/]+/g, ":"));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it("uses react-router path templates with no trailing slash", () => {
    for (const name of ROUTE_NAMES) {
      const { path } = ROUTES[name];
      expect(path).toMatch(/^\/([a-z0-9-]+|:[A-Za-z]+)?(\/([a-z0-9-]+|:[A-Za-z]+))*$/);
    }
  });

  it("gives each route a friendly name and at least one help label", () => {
    for (const name of ROUTE_NAMES) {
      expect(ROUTES[name].friendlyName.length).toBeGreaterThan(0);
      expect(ROUTES[name].help.labels.length).toBeGreaterThan(0);
    }
  });

  it("uses the paths the spec shows", () => {
    expect(ROUTES.notFound.path).toBe("/404");
    expect(ROUTES.loginCallback.path).toBe("/login/callback");
    expect(ROUTES.termsOfUse.path).toBe("/terms-of-use");
    expect(ROUTES.eifPushToQPS.path).toBe("/client/:clientId/push-to-qps");
    expect(ROUTES.policyTaskByPolicy.path).toBe("/client/:clientId/task/:taskId/policy/:policyId");
    expect(ROUTES.censusValidationReport.path).toBe(
      "/client/:clientId/task/enrollment-elections/:policyId/validation-report/:documentId",
    );
    expect(ROUTES.eifClassBuilderCreate.path).toBe(
      "/client/:clientId/task/eif-submit-company-information/step/:eifStepId/:eifSubStepId/create",
    );
    expect(ROUTES.renewBenefitsExplorerSite.path).toBe(
      "/clients/admin/:clientId/manage/benefits-explorer/:explorerPageId/renew",
    );
    expect(ROUTES.benAdminHome.path).toBe("/clients/ben-admin");
    expect(ROUTES.allEmail.path).toBe("/emails/:emailId");
  });

  it("applies the spec's view types and auth modes", () => {
    expect(ROUTES.login).toMatchObject({ viewType: "auth", auth: "not_allowed" });
    expect(ROUTES.notFound).toMatchObject({ viewType: "basic", auth: "optional" });
    expect(ROUTES.maintenance).toMatchObject({ viewType: "basic", auth: "optional" });
    expect(ROUTES.termsOfUse.auth).toBe("required");
    expect(ROUTES.onboardingFormView.viewType).toBe("clear");
    expect(ROUTES.outsideSigner).toMatchObject({ viewType: "outside_signer", auth: "outside_signer" });
    expect(ROUTES.brokerHome.viewType).toBe("broker");
    expect(ROUTES.benAdminHome.viewType).toBe("benAdmin");
    for (const name of ["benefitsExplorerIndex", "benefitsExplorer", "personalBenefitsPlan"] as const) {
      expect(ROUTES[name]).toMatchObject({ viewType: "explorer", auth: "optional", domain: "explorer" });
    }
  });

  it("applies the spec's route access rules", () => {
    expect(ROUTES.clientsAdmin.access).toEqual({ subject: "Client", actions: ["read", "update", "delete"] });
    expect(ROUTES.home.access).toEqual({ subject: "Client", actions: ["read", "update"] });
    expect(ROUTES.onboardingFormView.access).toEqual({ subject: "Client", actions: ["read", "update"] });
    expect(ROUTES.brokerHome.access).toEqual({ subject: "Broker", actions: ["read"] });
    expect(ROUTES.benAdminHome.access).toEqual({ subject: "BenAdmin", actions: ["read"] });
    expect(ROUTES.allEmails.access).toEqual({ subject: "InternalUser", actions: ["update", "delete"] });
    for (const name of ROUTE_NAMES) {
      const route = ROUTES[name];
      if (route.viewType === "internal") expect(route.access).toBeDefined();
      if (route.viewType === "hub" || route.viewType === "clear") expect(route.access).toEqual(ROUTES.home.access);
      if (route.auth !== "required") expect("access" in route).toBe(false);
    }
  });

  it("names census child tabs' parent, which exists", () => {
    expect(ROUTES.censusUploadFiles.parent).toBe("censusValidations");
    for (const name of ROUTE_NAMES) {
      const route = ROUTES[name];
      if ("parent" in route) expect(ROUTE_NAMES).toContain(route.parent);
    }
  });

  it("lists a route's params in path order", () => {
    expect(routeParamNames("eifSubStepPolicy")).toEqual(["clientId", "eifStepId", "eifSubStepId", "policyId"]);
    expect(routeParamNames("login")).toEqual([]);
  });
});
