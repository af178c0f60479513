/** Imported first by server.ts: stops the process on an unsupported Node before any other module loads. */
import { runtimeRefusal } from "./runtime-check";

const refusal = runtimeRefusal(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
