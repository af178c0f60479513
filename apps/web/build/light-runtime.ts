/// <reference types="node" />
/**
 * The explorer build's stand-ins (decision 027): react-i18next, react-router and @tanstack/react-query resolve to the
 * light runtime in src/explorer-client/runtime/, and a module `x.ts` with a sibling `x.light.ts` resolves to that
 * sibling (the configuration, the page's data, titles, the route registry). The portal build never sees either.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Alias, Plugin } from "vite";

const runtime = (file: string) => fileURLToPath(new URL(`../src/explorer-client/runtime/${file}`, import.meta.url));

export const LIGHT_RUNTIME_ALIASES: Alias[] = [
  { find: /^react-i18next$/, replacement: runtime("react-i18next.tsx") },
  { find: /^react-router$/, replacement: runtime("react-router.tsx") },
  { find: /^@tanstack\/react-query$/, replacement: runtime("react-query.ts") },
];

/** The light sibling of a resolved source file, if it has one. */
export function lightSibling(file: string): string | null {
  const match = /^(.*)\.(tsx?)$/.exec(file);
  if (!match || file.includes("node_modules") || file.endsWith(".light.ts") || file.endsWith(".light.tsx")) return null;
  const candidate = `${match[1]}.light.${match[2]}`;
  return existsSync(candidate) ? candidate : null;
}

export function lightVariants(): Plugin {
  return {
    name: "onboard:light-variants",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const isOwnSource = source.startsWith(".") || source.startsWith("@onboard/");
      if (!importer || source.startsWith("\0") || !isOwnSource) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const light = lightSibling(resolved.id);
      return light ?? resolved;
    },
  };
}
