import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildPath } from "./build-path";
import { matchRoute } from "./match-route";
import { ROUTE_NAMES, type RouteName, routeParamNames } from "./registry";

/** Realistic values: task ids and EIF steps from the spec, ids elsewhere. */
const SAMPLE_PARAMS: Record<string, string> = {
  clientId: "client-1",
  taskId: "kickoff-call",
  policyId: "policy-7",
  emailId: "email-3",
  onboardingFormId: "form-2",
  recipientId: "recipient-9",
  documentId: "doc-4",
  eifStepId: "company-information",
  eifSubStepId: "tax-id",
  employeeClassId: "class-5",
  outsideSignerActionId: "review-&-submit",
  userId: "user-8",
  explorerPageId: "page-6",
};

function sampleParams(name: RouteName): Record<string, string> {
  const params: Record<string, string> = {};
  for (const param of routeParamNames(name)) {
    const value = SAMPLE_PARAMS[param];
    if (value === undefined) throw new Error(`No sample value for ${param}`);
    params[param] = value;
  }
  // A policy task needs a policy task id, not a client task id.
  if (name === "policyTask" || name === "policyTaskByPolicy") params.taskId = "prior-carrier-bills";
  return params;
}

describe("buildPath", () => {
  it.each(ROUTE_NAMES)("round-trips %s through matchRoute", (name) => {
    const params = sampleParams(name);
    expect(matchRoute(buildPath(name, params))).toEqual({ name, params, language: "en" });
    expect(matchRoute(buildPath(name, params, undefined, { language: "es" }))).toEqual({
      name,
      params,
      language: "es",
    });
  });

  it("fills and URL-encodes params", () => {
    expect(buildPath("task", { clientId: 42, taskId: "kickoff-call" })).toBe("/client/42/task/kickoff-call");
    expect(buildPath("outsideSigner", { clientId: "c 1", outsideSignerActionId: "review-&-submit" })).toBe(
      "/client/c%201/outside-signer/review-%26-submit",
    );
  });

  it("fails with the spec's message when a required param is missing or empty", () => {
    expect(() => buildPath("task", { clientId: "c1" })).toThrow(
      new Error("Param taskId is required but not provided!"),
    );
    expect(() => buildPath("home", { clientId: "" })).toThrow("Param clientId is required but not provided!");
    expect(() => buildPath("home")).toThrow("Param clientId is required but not provided!");
  });

  it("appends the query, skipping undefined and null and repeating array keys", () => {
    expect(
      buildPath("login", undefined, {
        redirect: "/client/1?x=y",
        empty: undefined,
        none: null,
        page: 2,
        archived: false,
        categories: ["a", "b c"],
      }),
    ).toBe("/login?redirect=%2Fclient%2F1%3Fx%3Dy&page=2&archived=false&categories=a&categories=b%20c");
    expect(buildPath("login", undefined, { redirect: undefined })).toBe("/login");
  });

  it("prefixes /es only for Spanish", () => {
    expect(buildPath("login", undefined, undefined, { language: "en" })).toBe("/login");
    expect(buildPath("login", undefined, { redirect: "/" }, { language: "es" })).toBe("/es/login?redirect=%2F");
    expect(buildPath("index", undefined, undefined, { language: "es" })).toBe("/es");
  });

  it("round-trips any param value on routes without static rivals", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (clientId, emailId) => {
        expect(matchRoute(buildPath("clientEmail", { clientId, emailId }))).toEqual({
          name: "clientEmail",
          params: { clientId, emailId },
          language: "en",
        });
      }),
    );
  });
});
