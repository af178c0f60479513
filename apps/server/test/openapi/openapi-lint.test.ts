/**
 * The OpenAPI document is a contract (issue 20): linted with Redocly's recommended rules, it has no error, and every
 * operation has a unique operationId, a `security` declaration and the 4xx answers it can give.
 */
import { createConfig, lintFromString, type NormalizedProblem } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test-app";
import { fetchOpenApiDocument, type OpenApiDocument, operationsOf } from "./openapi-document";

/**
 * The warnings the document keeps, and why:
 * - no-ambiguous-paths: a few static segments sit where another route has a parameter (/api/users/reset-password/{email}
 *   beside /api/users/{userId}/clients). Fastify matches static segments first, so each request has one route; renaming
 *   the routes would break their callers.
 * - info-license: the product is proprietary and declares no license (package.json is private, without one); the
 *   document does not invent one.
 */
const ACCEPTED_WARNINGS = new Set(["no-ambiguous-paths", "info-license"]);

const describeProblem = (p: NormalizedProblem) =>
  `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`;

let t: TestApp;
let source: string;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await buildTestApp();
  ({ source, document } = await fetchOpenApiDocument(t.app));
});
afterAll(() => t?.close());

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules: no error, and only the warnings explained above", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems.filter((p) => p.severity === "error").map(describeProblem);
    const warnings = problems.filter((p) => p.severity === "warn" && !ACCEPTED_WARNINGS.has(p.ruleId));
    expect(errors).toEqual([]);
    expect(warnings.map(describeProblem)).toEqual([]);
  });

  it("documents the API only: OpenAPI 3.1, a server, no /oidc or web app paths", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(document.paths).filter((path) => !path.startsWith("/api/"))).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/clients/{clientId}", "/api/authn"]));
  });

  it("gives every operation a unique operationId and a security declaration", () => {
    const operations = operationsOf(document);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(operations.filter(({ operation }) => !operation.operationId).map((o) => o.name)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(operations.filter(({ operation }) => !Array.isArray(operation.security)).map((o) => o.name)).toEqual([]);
  });

  it("asks a session for signed-in calls, the CSRF header for every write, nothing for public reads", () => {
    const security = new Map(operationsOf(document).map(({ name, operation }) => [name, operation.security]));
    expect(security.get("GET /api/configuration")).toEqual([]);
    expect(security.get("GET /api/csrf-token")).toEqual([]);
    expect(security.get("GET /api/explorer-pages/{id}")).toEqual([]);
    expect(security.get("POST /api/authn")).toEqual([{ csrf: [] }]);
    expect(security.get("GET /api/clients")).toEqual([{ session: [] }]);
    expect(security.get("PUT /api/clients/{clientId}")).toEqual([{ session: [], csrf: [] }]);
    expect(security.get("GET /api/outside-signer/clients/{clientId}/eif")).toEqual([{ outsideSignerToken: [] }]);
    for (const { name, method, operation } of operationsOf(document)) {
      const needs = Object.assign({}, ...(operation.security ?? []));
      // The e-sign webhook is signed by the service instead (decision 024).
      if (needs.esignSignature) expect(name).toBe("POST /api/esign/webhook");
      else if (["post", "put", "patch", "delete"].includes(method)) expect(needs, name).toHaveProperty("csrf");
    }
  });

  it("declares the 4xx answers each operation can give", () => {
    const missing: string[] = [];
    for (const { name, method, operation } of operationsOf(document)) {
      const codes = Object.keys(operation.responses ?? {});
      const expected = ["429"];
      const parameters = operation.parameters ?? [];
      if (parameters.some((p) => p.in !== "header") || operation.requestBody) expected.push("400");
      if (parameters.some((p) => p.in === "path")) expected.push("404");
      const needs = Object.assign({}, ...(operation.security ?? []));
      if (needs.session || needs.outsideSignerToken) expected.push("401", "403");
      if (method !== "get" && method !== "head") expected.push("403");
      // If-Match: a missing version is 428, a stale one 412 (versions in the body alone give 412 only).
      if (codes.includes("428")) expected.push("412");
      for (const code of expected) if (!codes.includes(code)) missing.push(`${name}: ${code}`);
      if (!codes.some((code) => code.startsWith("2"))) missing.push(`${name}: a 2xx answer`);
    }
    expect(missing).toEqual([]);
  });
});
