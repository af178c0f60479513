/**
 * The simulator as a process. Once listening it prints exactly one line to stdout, `{"qpsSimulator":{"port":N}}`,
 * which the server's supervisor reads to learn the port (port 0 picks a free one); logs go to stderr.
 */
import type { AddressInfo } from "node:net";
import { readConfig } from "./config";
import { buildQpsSimulator } from "./simulator";

const config = readConfig();
const app = await buildQpsSimulator({
  dataFile: config.dataFile,
  delayMs: config.delayMs,
  logger: { level: config.logLevel, stream: process.stderr },
});
await app.listen({ port: config.port, host: config.host });
const { port } = app.server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ qpsSimulator: { port } })}\n`);

let isStopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (isStopping) return;
    isStopping = true;
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error);
        process.exit(1);
      },
    );
  });
}
