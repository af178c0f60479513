import { describe, expect, it } from "vitest";
import { MATRIX_CALLERS, PERMISSION_MATRIX } from "./permission-matrix";

describe("PERMISSION_MATRIX", () => {
  it("lists each endpoint once", () => {
    const keys = PERMISSION_MATRIX.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(PERMISSION_MATRIX.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "%s has a status for every caller",
    (_k, e) => {
      expect(Object.keys(e.expect).sort()).toEqual([...MATRIX_CALLERS].sort());
      expect(e.path.startsWith("/api/")).toBe(true);
    },
  );

  it("covers the endpoints of the foundation issue, open to everyone", () => {
    const open = PERMISSION_MATRIX.filter((e) => MATRIX_CALLERS.every((c) => e.expect[c].status < 300));
    expect(open.map((e) => `${e.method} ${e.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/configuration",
        "GET /api/csrf-token",
        "GET /api/service-status",
        "GET /api/feature-toggles",
        "POST /api/sentry",
        "GET /api/users/authenticated",
      ]),
    );
  });
});
