/**
 * Throughput of the public explorer through the whole app on the seeded database (serving a production web build),
 * each against its bare twin measured in the same run: a bare Fastify route that answers exactly the same bytes (the
 * app's real response, fetched once already compressed, sent from an in-memory Buffer with the same headers). For the
 * seeded page and the large (twenty-plan) page: the page API with Accept-Encoding br, the server-rendered HTML
 * /benefits-explorer/{slug} with br and with gzip, and both with If-None-Match set to their ETag (304).
 * Prints req/s, p50/p99 latency, bytes per answer, the ratio to the twin and the issue's targets
 * (≥ 0.6× the twin, p99 < 25 ms). Never fails on the figures.
 * Usage: npm run bench:explorer-page-api -w @onboard/bench [-- --seconds 10 --connections 50 --no-build]
 */
import { request as httpRequest } from "node:http";
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import Fastify from "fastify";
import { SEEDED_EXPLORER_PAGE, SEEDED_LARGE_EXPLORER_PAGE, startSeededApp } from "./support/seeded-app";
import { prepareWebBuild } from "./support/web-build";

const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 25;

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "no-build": { type: "boolean", default: false },
  },
});
const duration = Number(values.seconds);
const connections = Number(values.connections);

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One GET as sent on the wire: no decompression (fetch would undo the content encoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  errors: number;
  statuses: string;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measured> {
  // Warm up (JIT, connection pools, the database's and the app's caches) before the measured run.
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(" ");
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerAnswer: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.timeouts,
    statuses,
  };
}

/** Response headers the twin repeats: all but those the server sets per connection or per answer. */
const NOT_REPEATED = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

interface Case {
  label: string;
  path: string;
  headers: Record<string, string>;
  expectedStatus: number;
  /** The app's answer, as fetched once before the runs; the twin sends it back. */
  answer?: RawResponse;
  twinPath?: string;
}

function casesFor(slug: string): Case[] {
  const api = `/api/explorer-pages/${slug}`;
  const html = `/benefits-explorer/${slug}`;
  return [
    { label: `${slug} API br`, path: api, headers: { "accept-encoding": "br" }, expectedStatus: 200 },
    { label: `${slug} API br 304`, path: api, headers: { "accept-encoding": "br" }, expectedStatus: 304 },
    { label: `${slug} HTML br`, path: html, headers: { "accept-encoding": "br" }, expectedStatus: 200 },
    { label: `${slug} HTML gzip`, path: html, headers: { "accept-encoding": "gzip" }, expectedStatus: 200 },
    { label: `${slug} HTML br 304`, path: html, headers: { "accept-encoding": "br" }, expectedStatus: 304 },
  ];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const row = (label: string, m: Measured) =>
  `${label.padEnd(42)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${String(m.p50).padStart(3)} ms  p99 ${String(m.p99).padStart(3)} ms  ${kb(m.bytesPerAnswer).padStart(8)}/answer  ${m.statuses}${m.errors ? `  errors ${m.errors}` : ""}`;

async function main() {
  const started = performance.now();
  const build = await prepareWebBuild({ build: !values["no-build"] });
  const seeded = await startSeededApp({ webDistDir: build.distDir });
  const bare = Fastify({ logger: false });
  try {
    console.log(
      values["no-build"]
        ? `build: reused ${build.distDir}`
        : `build: ${(build.buildMs / 1000).toFixed(1)} s (production, into ${build.distDir})`,
    );
    const cases = [...casesFor(SEEDED_EXPLORER_PAGE), ...casesFor(SEEDED_LARGE_EXPLORER_PAGE)];
    // Fetch every answer once (200s first, so that each 304 case asks with the ETag of its own 200).
    const etags = new Map<string, string>();
    for (const c of cases.filter((x) => x.expectedStatus === 200)) {
      c.answer = await rawGet(`${seeded.origin}${c.path}`, c.headers);
      const etag = c.answer.headers.etag;
      if (etag) etags.set(c.path, etag);
    }
    for (const c of cases.filter((x) => x.expectedStatus === 304)) {
      const etag = etags.get(c.path);
      if (!etag) continue;
      c.headers = { ...c.headers, "if-none-match": etag };
      c.answer = await rawGet(`${seeded.origin}${c.path}`, c.headers);
    }
    cases.forEach((c, i) => {
      // Only what the case is about is measured: a failed render (500) is reported below, not timed.
      if (c.answer?.status !== c.expectedStatus) return;
      const answer = c.answer;
      c.twinPath = `/twin/${i}`;
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_REPEATED.has(name)));
      bare.get(c.twinPath, (_request, reply) => {
        reply.code(answer.status).headers(headers);
        return answer.status === 304 ? reply.send() : reply.send(answer.body);
      });
    });
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const bareOrigin = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    console.log("\nAnswers (as fetched once, before the runs):");
    for (const c of cases) {
      const a = c.answer;
      if (!a) {
        console.log(`  ${c.label}: skipped (no ETag on its 200)`);
        continue;
      }
      const flag = a.status === c.expectedStatus ? "" : `  (expected ${c.expectedStatus}: not measured)`;
      console.log(
        `  ${c.label.padEnd(40)} ${a.status}${flag}  ${kb(a.body.length).padStart(8)}  ` +
          `${a.headers["content-type"] ?? "-"}  encoding ${a.headers["content-encoding"] ?? "none"}  ` +
          `ETag ${a.headers.etag ?? "-"}  Cache-Control ${a.headers["cache-control"] ?? "-"}`,
      );
      if (flag) console.log(`    body: ${a.body.toString("utf8").slice(0, 300)}`);
    }

    console.log(
      `\n${duration} s per run after a 2 s warm-up, ${connections} connections, Node ${process.version}; ` +
        "each case through the whole app, then its bare twin (same bytes from a bare Fastify route)\n",
    );
    const results: { c: Case; app: Measured; twin: Measured }[] = [];
    for (const c of cases) {
      if (!c.twinPath) continue;
      const app = await measure(`${seeded.origin}${c.path}`, c.headers);
      const twin = await measure(`${bareOrigin}${c.twinPath}`, c.headers);
      results.push({ c, app, twin });
      console.log(row(c.label, app));
      console.log(row("  bare twin", twin));
    }

    console.log(`\nTargets: ≥ ${TARGET_RATIO}× the bare twin's req/s, p99 < ${TARGET_P99_MS} ms (through the app)`);
    for (const { c, app, twin } of results) {
      const ratio = app.rps / twin.rps;
      const ratioMet = ratio >= TARGET_RATIO;
      const p99Met = app.p99 < TARGET_P99_MS;
      console.log(
        `  ${c.label.padEnd(40)} ratio ${ratio.toFixed(2)} ${ratioMet ? "met" : "NOT met"}   ` +
          `p99 ${app.p99} ms ${p99Met ? "met" : "NOT met"}`,
      );
    }
    const allMet = results.every(({ app, twin }) => app.rps / twin.rps >= TARGET_RATIO && app.p99 < TARGET_P99_MS);
    console.log(`  all targets ${allMet ? "met" : "NOT all met"}`);
    // On a shared machine the figures move with what else runs: the load average says how much that was.
    const load = loadavg().map((value) => value.toFixed(2));
    console.log(`\nload average (1, 5, 15 min) at the end: ${load.join(", ")} on ${availableParallelism()} cores`);
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
  } finally {
    await seeded.close();
    await bare.close();
    await build.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
