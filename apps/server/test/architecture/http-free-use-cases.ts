/**
 * Use cases are free of HTTP (issue 20): under modules/, only route files (`routes.ts`, `*-routes.ts`), HTTP
 * adapters (`*.http.ts`: a reply streamed, a multipart body read) and test code may import fastify or its plugins.
 * Everything else takes an `Actor` (core/actor.ts) and plain values, so that jobs, scripts and tests call it alike.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { isTestCode } from "./layer-rules";

export type PackageImports = Map<string, string[]>;

const PACKAGE_SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)["']([^."'][^"']*)["']/g;

export function readPackageImports(srcDir: string, dir = srcDir, found: PackageImports = new Map()): PackageImports {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) readPackageImports(srcDir, full, found);
    else if (name.endsWith(".ts")) {
      const specifiers = [...readFileSync(full, "utf8").matchAll(PACKAGE_SPECIFIER)].map((match) => match[1] ?? "");
      found.set(path.relative(srcDir, full), specifiers);
    }
  }
  return found;
}

const isHttpPackage = (specifier: string) => specifier === "fastify" || specifier.startsWith("@fastify/");
const mayUseHttp = (file: string) => /(^|\/|-)routes\.ts$|\.http\.ts$/.test(file) || isTestCode(file);

export function httpImportsInUseCases(imports: PackageImports): string[] {
  return [...imports]
    .filter(([file]) => file.startsWith("modules/") && !mayUseHttp(file))
    .flatMap(([file, specifiers]) =>
      specifiers.filter(isHttpPackage).map((specifier) => `${file} imports ${specifier}`),
    )
    .sort();
}
