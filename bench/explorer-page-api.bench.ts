/**
 * Throughput of the public explorer page API through the whole app on the seeded database, measured in the same
 * run as a bare Fastify route answering a small JSON: GET /api/explorer-pages/harborview-medical (a full 200), the
 * same with Accept-Encoding br, with If-None-Match set to its ETag (the 304 path), and GET /bare. Prints req/s, p50/p99 latency and ratios.
 * Usage: npm run bench:explorer-page-api -w @onboard/bench [-- --seconds 10 --connections 10]
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Fastify from "fastify";
import { SEEDED_EXPLORER_PAGE, startSeededApp } from "./support/seeded-app";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "10" } },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Measured> {
  // Warm up (JIT, connection pools, the database's caches) before the measured run.
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(" ");
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    statuses,
  };
}

const line = (label: string, m: Measured) =>
  `${label.padEnd(34)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(3)} ms   p99 ${String(m.p99).padStart(3)} ms   ${m.statuses}${m.errors ? `   errors ${m.errors}` : ""}`;

async function main() {
  const seeded = await startSeededApp();
  const bare = Fastify({ logger: false });
  bare.get("/bare", async () => ({ id: SEEDED_EXPLORER_PAGE, ok: true }));
  await bare.listen({ port: 0, host: "127.0.0.1" });

  const pageUrl = `${seeded.origin}/api/explorer-pages/${SEEDED_EXPLORER_PAGE}`;
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;
  try {
    const first = await fetch(pageUrl);
    const body = await first.arrayBuffer();
    const etag = first.headers.get("etag");
    console.log(
      `GET ${new URL(pageUrl).pathname}: ${first.status}, ${(body.byteLength / 1000).toFixed(1)} kB JSON, ` +
        `ETag ${etag ?? "(none)"}, Cache-Control ${first.headers.get("cache-control") ?? "(none)"}`,
    );
    if (first.status !== 200) console.log(`  body: ${Buffer.from(body).toString("utf8").slice(0, 300)}`);
    if (etag) {
      const again = await fetch(pageUrl, { headers: { "if-none-match": etag } });
      console.log(`  with If-None-Match: ${again.status}, ${(await again.arrayBuffer()).byteLength} bytes`);
    }

    const full = await measure(pageUrl);
    // What a browser asks for: the same answer, Brotli-compressed (about 6 kB instead of 50 kB).
    const compressed = await measure(pageUrl, { "accept-encoding": "gzip, deflate, br" });
    const notModified = etag ? await measure(pageUrl, { "if-none-match": etag }) : null;
    const baseline = await measure(bareUrl);
    console.log(`\n${duration} s per run after a 2 s warm-up, ${connections} connections, Node ${process.version}`);
    console.log(line("page API (200, full app)", full));
    console.log(line("page API (200, Accept-Encoding br)", compressed));
    if (notModified) console.log(line("page API (If-None-Match → 304)", notModified));
    console.log(line("GET /bare (bare Fastify)", baseline));
    console.log(`\nratio page/bare:     ${(full.rps / baseline.rps).toFixed(3)}`);
    console.log(`ratio page br/bare:  ${(compressed.rps / baseline.rps).toFixed(3)}`);
    if (notModified) console.log(`ratio page 304/bare: ${(notModified.rps / baseline.rps).toFixed(3)}`);
  } finally {
    await seeded.close();
    await bare.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
