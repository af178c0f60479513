/**
 * The runtime Onboard needs (decision 013): Node 22.12 or later; `npm install` installs Node 24 and every npm script
 * runs on it. Started with an older `node` directly (Debian's Node 20, say), the server refuses with a sentence that
 * says what to do, before anything else is loaded.
 */
export const MINIMUM_NODE_VERSION = "22.12.0";

function parts(version: string): number[] {
  return version
    .replace(/^v/, "")
    .split(".")
    .map((part) => Number.parseInt(part, 10) || 0);
}

/** True when `version` (e.g. "24.21.0" or "v20.19.2") is at least MINIMUM_NODE_VERSION. */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0, patch = 0] = parts(version);
  const [minMajor = 0, minMinor = 0, minPatch = 0] = parts(MINIMUM_NODE_VERSION);
  if (major !== minMajor) return major > minMajor;
  if (minor !== minMinor) return minor > minMinor;
  return patch >= minPatch;
}

/** The refusal for an unsupported runtime, or null when `version` will do. */
export function runtimeRefusal(version: string): string | null {
  if (isSupportedNode(version)) return null;
  return (
    `Onboard needs Node ${MINIMUM_NODE_VERSION} or later, and this is Node ${version.replace(/^v/, "")}. ` +
    "Start it with `npm start` (after `npm install`), which runs it on the Node 24 that npm installed in node_modules."
  );
}
