import { describe, expect, it } from "vitest";
import { matchRoute } from "./match-route";

describe("matchRoute", () => {
  it("prefers static segments over params", () => {
    expect(matchRoute("/client/c1/task/eif-submit-company-information/summary")?.name).toBe("eifSummary");
    expect(matchRoute("/client/c1/task/prior-carrier-bills/p1")?.name).toBe("policyTask");
    expect(matchRoute("/client/c1/outside-signer/eif-summary")?.name).toBe("outsideSignerEifSummary");
    expect(matchRoute("/client/c1/outside-signer/review-&-submit")).toMatchObject({
      name: "outsideSigner",
      params: { outsideSignerActionId: "review-&-submit" },
    });
    expect(matchRoute("/client/c1/task/eif-submit-company-information/step/s/sub/create")?.name).toBe(
      "eifClassBuilderCreate",
    );
    expect(matchRoute("/client/c1/task/eif-submit-company-information/step/s/sub/class-1")?.name).toBe(
      "eifClassBuilderEdit",
    );
    expect(matchRoute("/clients/ben-admin")?.name).toBe("benAdminHome");
    expect(matchRoute("/clients")?.name).toBe("brokerHome");
  });

  it("ignores a trailing slash, a query string, a hash and a language prefix", () => {
    expect(matchRoute("/brokers/admin/")?.name).toBe("brokersAdmin");
    expect(matchRoute("/login?redirect=%2F#top")).toEqual({ name: "login", params: {}, language: "en" });
    expect(matchRoute("/es/clients/admin")).toEqual({ name: "clientsAdmin", params: {}, language: "es" });
    expect(matchRoute("/en")).toEqual({ name: "index", params: {}, language: "en" });
    expect(matchRoute("/")).toEqual({ name: "index", params: {}, language: "en" });
  });

  it("decodes params", () => {
    expect(matchRoute("/client/c%201")).toEqual({ name: "home", params: { clientId: "c 1" }, language: "en" });
  });

  it("returns null for unknown paths and malformed encodings", () => {
    expect(matchRoute("/nope")).toBeNull();
    expect(matchRoute("/client/c1/unknown")).toBeNull();
    expect(matchRoute("/client/%E0%A4%A")).toBeNull();
  });
});
