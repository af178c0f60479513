import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

const scripts = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, "../../package.json"), "utf8")) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("the server's Node flags", () => {
  it.each(["start", "dev"])("are passed by npm run %s", (script) => {
    const words = (scripts[script] ?? "").split(/\s+/);
    for (const flag of SERVER_NODE_FLAGS) expect(words).toContain(flag);
  });
});
