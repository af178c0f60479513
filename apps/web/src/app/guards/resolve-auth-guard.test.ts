import { describe, expect, it } from "vitest";
import { resolveAuthGuard } from "./resolve-auth-guard";
import { safeRedirectPath } from "./safe-redirect";

const base = { pathname: "/clients/admin", search: "?page=2", language: "en" as const, hasAcceptedTerms: true };

describe("auth guard rules", () => {
  it("sends signed-out users on required routes to login with the return path", () => {
    expect(resolveAuthGuard({ ...base, auth: "required", isAuthenticated: false })).toEqual({
      kind: "redirect",
      to: `/login?redirect=${encodeURIComponent("/clients/admin?page=2")}`,
    });
    expect(
      resolveAuthGuard({
        ...base,
        pathname: "/es/client/c1",
        search: "",
        language: "es",
        auth: "required",
        isAuthenticated: false,
      }),
    ).toEqual({ kind: "redirect", to: `/es/login?redirect=${encodeURIComponent("/es/client/c1")}` });
  });

  it("sends signed-in users away from logged-out-only routes to the redirect parameter or the index", () => {
    const login = {
      pathname: "/login",
      language: "en" as const,
      auth: "not_allowed" as const,
      isAuthenticated: true,
      hasAcceptedTerms: true,
    };
    expect(resolveAuthGuard({ ...login, search: "?redirect=%2Fclient%2Fc1" })).toEqual({
      kind: "redirect",
      to: "/client/c1",
    });
    expect(resolveAuthGuard({ ...login, search: "" })).toEqual({ kind: "redirect", to: "/" });
    expect(resolveAuthGuard({ ...login, search: "?redirect=https%3A%2F%2Fevil.test" })).toEqual({
      kind: "redirect",
      to: "/",
    });
    expect(resolveAuthGuard({ ...login, isAuthenticated: false, search: "" })).toEqual({ kind: "render" });
  });

  it("lets anyone through optional and outside-signer routes", () => {
    for (const auth of ["optional", "outside_signer"] as const) {
      expect(resolveAuthGuard({ ...base, auth, isAuthenticated: false })).toEqual({ kind: "render" });
    }
  });

  it("applies a permission check when one is given", () => {
    const access = { subject: "InternalUser", actions: ["update", "delete"] } as const;
    const denied = resolveAuthGuard({
      ...base,
      search: "",
      auth: "required",
      isAuthenticated: true,
      access,
      canAccess: () => false,
    });
    expect(denied).toEqual({ kind: "redirect", to: "/" });
    const allowed = resolveAuthGuard({
      ...base,
      auth: "required",
      isAuthenticated: true,
      access,
      canAccess: () => true,
    });
    expect(allowed).toEqual({ kind: "render" });
  });

  it("sends signed-in users who have not accepted the terms of use to the terms page, from every required route", () => {
    const pending = { ...base, auth: "required" as const, isAuthenticated: true, hasAcceptedTerms: false };
    expect(resolveAuthGuard(pending)).toEqual({
      kind: "redirect",
      to: `/terms-of-use?redirect=${encodeURIComponent("/clients/admin?page=2")}`,
    });
    expect(resolveAuthGuard({ ...pending, pathname: "/es/client/c1", search: "", language: "es" })).toEqual({
      kind: "redirect",
      to: `/es/terms-of-use?redirect=${encodeURIComponent("/es/client/c1")}`,
    });
    // Before any permission check: the terms come first.
    const access = { subject: "InternalUser", actions: ["update", "delete"] } as const;
    expect(resolveAuthGuard({ ...pending, access, canAccess: () => false })).toEqual({
      kind: "redirect",
      to: `/terms-of-use?redirect=${encodeURIComponent("/clients/admin?page=2")}`,
    });
  });

  it("keeps the terms page itself open to users who have not accepted yet, and leaves others alone", () => {
    const pending = { ...base, auth: "required" as const, isAuthenticated: true, hasAcceptedTerms: false };
    for (const pathname of ["/terms-of-use", "/es/terms-of-use"]) {
      expect(resolveAuthGuard({ ...pending, pathname, search: "?redirect=%2Fclients" })).toEqual({ kind: "render" });
    }
    expect(resolveAuthGuard({ ...pending, hasAcceptedTerms: true })).toEqual({ kind: "render" });
    // Signed-out users still go to login first, and public routes never ask.
    expect(resolveAuthGuard({ ...pending, isAuthenticated: false }).kind).toBe("redirect");
    expect(resolveAuthGuard({ ...pending, isAuthenticated: false })).toMatchObject({
      to: expect.stringMatching(/^\/login/),
    });
    expect(resolveAuthGuard({ ...pending, auth: "optional" })).toEqual({ kind: "render" });
  });

  it("accepts only same-site redirect paths", () => {
    expect(safeRedirectPath("/client/c1?x=1")).toBe("/client/c1?x=1");
    expect(safeRedirectPath("//evil.test")).toBeNull();
    expect(safeRedirectPath("/\\evil.test")).toBeNull();
    expect(safeRedirectPath("javascript:alert(1)")).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
