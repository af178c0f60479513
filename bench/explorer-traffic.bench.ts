/**
 * Open enrollment from one office address (issue 21, decision 031): the whole app on the seeded database (serving a
 * production web build) with the production rate limits, and --views page views (default 2,000) of the seeded
 * explorer site started at an even pace within --seconds (default 55), every request from 127.0.0.1 as from one
 * office behind one address. Each view is what a browser fetches: the server-rendered HTML, then the page API, the
 * loader, the styles and scripts the HTML names, the favicon, its images (a file, or the page's own logo from the
 * API) and the chat's availability.
 * A share of the browsers (--returning, default 0.5) have been there before: they revalidate the HTML, the page API,
 * the loader, the favicon and the images with If-None-Match and do not ask for the immutable assets again.
 * Then, from the same address, sign-in attempts until one is refused (429), and one other API call.
 * Prints what a view fetches and which of it the rate limit counts as explorer reads (plugins/rate-limit.ts), the
 * statuses per kind of request (all must be 200 or 304), p50/p95/p99 latency per request and per view,
 * the run's duration, after how many attempts sign-in was limited, and a verdict (exit 1 when it fails).
 * Usage: npm run bench:explorer-traffic -w @onboard/bench [-- --views 2000 --seconds 55 --returning 0.5 --no-build]
 */
import { availableParallelism, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { API_RATE_LIMIT, EXPLORER_READ_RATE_LIMIT } from "@onboard/domain/http/rate-limits";
import { AUTHN_RATE_LIMIT } from "@onboard/domain/identity/authn-limits";
import { rateLimitBucketOf } from "@onboard/server/src/plugins/rate-limit";
import { type HttpAnswer, type HttpClient, httpClient } from "./mixed-load/http-client";
import { SEEDED_EXPLORER_PAGE, startSeededApp } from "./support/seeded-app";
import { prepareWebBuild } from "./support/web-build";

const { values } = parseArgs({
  options: {
    views: { type: "string", default: "2000" },
    seconds: { type: "string", default: "55" },
    returning: { type: "string", default: "0.5" },
    connections: { type: "string", default: "64" },
    "no-build": { type: "boolean", default: false },
  },
});
const views = Number(values.views);
const seconds = Number(values.seconds);
const returningShare = Number(values.returning);
const SIGN_IN_ATTEMPTS_MAX = 100;

type Kind = "html" | "page API" | "loader" | "style" | "script" | "favicon" | "image" | "chat availability";

interface Resource {
  kind: Kind;
  path: string;
  /** Cached by the browser for a year: a returning browser does not ask again. */
  immutable: boolean;
}

/** What the browser fetches after the HTML, read from the HTML itself. */
function resourcesOf(html: string, pageId: string): Resource[] {
  const resources: Resource[] = [
    { kind: "page API", path: `/api/explorer-pages/${SEEDED_EXPLORER_PAGE}`, immutable: false },
    { kind: "favicon", path: "/favicon.svg", immutable: false },
    {
      kind: "chat availability",
      path: `/api/chat/availability?explorerPageId=${pageId}`,
      immutable: false,
    },
  ];
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    if (href) resources.push({ kind: "style", path: href, immutable: true });
  }
  const loader = /<script defer src="([^"]+)" data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  if (!loader?.[1] || !loader[2]) throw new Error("The rendered page names no loader: is the web build complete?");
  resources.push({ kind: "loader", path: loader[1], immutable: false });
  for (const chunk of [...(loader[3] ?? "").split(" ").filter(Boolean), loader[2]]) {
    resources.push({ kind: "script", path: chunk, immutable: true });
  }
  for (const [, src] of html.matchAll(/<img\b[^>]*?\bsrc="(\/[^"]+)"/g)) {
    if (src) resources.push({ kind: "image", path: src.replace(/&amp;/g, "&"), immutable: false });
  }
  return resources;
}

interface Sample {
  kind: Kind;
  path: string;
  status: number;
  ms: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const latencies = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`;
};

/** One browser's view: the HTML, then everything it names at once (the agent caps the sockets, as a browser does). */
async function pageView(
  http: HttpClient,
  htmlPath: string,
  resources: Resource[],
  etags: Map<string, string> | null,
): Promise<{ samples: Sample[]; ms: number; last: HttpAnswer | null }> {
  const started = performance.now();
  const samples: Sample[] = [];
  let last: HttpAnswer | null = null;
  const fetchOne = async (kind: Kind, path: string) => {
    const headers: Record<string, string> = { "accept-encoding": "br, gzip" };
    const held = etags?.get(path);
    if (held) headers["if-none-match"] = held;
    const answer = await http.send({ method: "GET", path, headers });
    samples.push({ kind, path, status: answer.status, ms: answer.ms });
    if (kind === "page API") last = answer;
  };
  await fetchOne("html", htmlPath);
  await Promise.all(
    resources.filter((r) => etags === null || !r.immutable).map((resource) => fetchOne(resource.kind, resource.path)),
  );
  return { samples, ms: performance.now() - started, last };
}

async function signInUntilLimited(http: HttpClient): Promise<{ attempts: number; statuses: number[] }> {
  const csrf = await http.send({ method: "GET", path: "/api/csrf-token" });
  const cookie = (csrf.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
  const token = (JSON.parse(csrf.body.toString()) as { token: string }).token;
  const body = JSON.stringify({ username: "someone.at.the.office@example.com", password: "a guess at it" });
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= SIGN_IN_ATTEMPTS_MAX; attempt++) {
    const answer = await http.send({
      method: "POST",
      path: "/api/authn",
      headers: { cookie, "x-csrf-token": token, "content-type": "application/json" },
      body,
    });
    statuses.push(answer.status);
    if (answer.status === 429) return { attempts: attempt, statuses };
  }
  return { attempts: 0, statuses };
}

function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
}

async function main() {
  const started = performance.now();
  const build = await prepareWebBuild({ build: !values["no-build"] });
  // The production limits, named (the benchmarks' own start-up lifts the API's so that it never shapes a figure).
  const seeded = await startSeededApp({
    webDistDir: build.distDir,
    env: {
      RATE_LIMIT_MAX: String(API_RATE_LIMIT.max),
      EXPLORER_READ_RATE_LIMIT_MAX: String(EXPLORER_READ_RATE_LIMIT.max),
      AUTHN_RATE_LIMIT_MAX: String(AUTHN_RATE_LIMIT.max),
    },
  });
  const http = httpClient(seeded.origin, Number(values.connections));
  try {
    console.log(
      values["no-build"]
        ? `build: reused ${build.distDir}`
        : `build: ${(build.buildMs / 1000).toFixed(1)} s (production, into ${build.distDir})`,
    );
    const htmlPath = `/benefits-explorer/${SEEDED_EXPLORER_PAGE}`;
    const first = await http.send({ method: "GET", path: htmlPath });
    if (first.status !== 200) throw new Error(`${htmlPath} answered ${first.status}`);
    // The chat entry asks by the page's id, which the page's data gives it.
    const page = await http.send({ method: "GET", path: `/api/explorer-pages/${SEEDED_EXPLORER_PAGE}` });
    const resources = resourcesOf(first.body.toString(), (JSON.parse(page.body.toString()) as { id: string }).id);
    // What a returning browser holds: each revalidated answer's ETag, as fetched once before the run.
    const etags = new Map<string, string>();
    for (const path of [htmlPath, ...resources.filter((r) => !r.immutable).map((r) => r.path)]) {
      const answer = await http.send({ method: "GET", path, headers: { "accept-encoding": "br, gzip" } });
      const etag = answer.headers.etag;
      if (typeof etag === "string") etags.set(path, etag);
    }
    console.log(
      `\nA view of ${htmlPath}: the HTML, then ${resources.length} requests for a new browser ` +
        `(${resources.filter((r) => r.immutable).length} immutable assets a returning browser keeps); ` +
        `ETags held for ${etags.size} of them`,
    );
    for (const resource of resources) {
      const counted = rateLimitBucketOf({ method: "GET", url: resource.path }) === "explorer-read";
      console.log(`  ${resource.kind.padEnd(18)} ${resource.path}${counted ? "  (an explorer read)" : ""}`);
    }
    console.log(
      `Limits per address a minute: explorer reads ${EXPLORER_READ_RATE_LIMIT.max}, other API calls and writes ` +
        `${API_RATE_LIMIT.max}, each sign-in route ${AUTHN_RATE_LIMIT.max}`,
    );
    console.log(
      `\n${views} views started evenly within ${seconds} s from 127.0.0.1, ${Math.round(returningShare * 100)}% of ` +
        `them by returning browsers (If-None-Match), Node ${process.version}`,
    );

    const samples: Sample[] = [];
    const viewTimes: number[] = [];
    let lastPageApi: HttpAnswer | null = null;
    const gapMs = (seconds * 1000) / views;
    const runStarted = performance.now();
    const running: Promise<void>[] = [];
    for (let view = 0; view < views; view++) {
      const due = runStarted + view * gapMs;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      // Spread evenly: view n is a returning browser when the share crosses a whole number there.
      const isReturning = Math.floor((view + 1) * returningShare) > Math.floor(view * returningShare);
      running.push(
        pageView(http, htmlPath, resources, isReturning ? etags : null).then((result) => {
          samples.push(...result.samples);
          viewTimes.push(result.ms);
          lastPageApi = result.last ?? lastPageApi;
        }),
      );
    }
    const lastStarted = performance.now() - runStarted;
    await Promise.all(running);
    const runMs = performance.now() - runStarted;

    const signIn = await signInUntilLimited(http);
    const otherApiCall = await http.send({ method: "GET", path: "/api/service-status" });

    console.log(
      `\nRun: ${views} views, ${samples.length} requests in ${(runMs / 1000).toFixed(1)} s ` +
        `(last view started at ${(lastStarted / 1000).toFixed(1)} s; ${((views / runMs) * 60_000).toFixed(0)} views a minute)`,
    );
    console.log(`Statuses, all requests: ${statusCounts(samples.map((s) => s.status))}`);
    const kinds = [...new Set(samples.map((s) => s.kind))];
    for (const kind of kinds) {
      const ofKind = samples.filter((s) => s.kind === kind);
      console.log(
        `  ${kind.padEnd(18)} ${String(ofKind.length).padStart(6)} requests  ${statusCounts(ofKind.map((s) => s.status)).padEnd(22)} ` +
          latencies(ofKind.map((s) => s.ms)),
      );
    }
    console.log(`Latency per request: ${latencies(samples.map((s) => s.ms))}`);
    console.log(`Latency per view (the HTML, then the rest at once): ${latencies(viewTimes)}`);
    const pageApi = lastPageApi as HttpAnswer | null;
    if (pageApi) {
      console.log(
        `Explorer reads at the end of the run: limit ${pageApi.headers["x-ratelimit-limit"] ?? "-"}, ` +
          `remaining ${pageApi.headers["x-ratelimit-remaining"] ?? "-"}`,
      );
    }
    // Counted as the app counts them (the web app's files, images included when they are files, are not).
    const counted = samples.filter((s) => rateLimitBucketOf({ method: "GET", url: s.path }) === "explorer-read");
    console.log(
      `Counted as explorer reads: ${counted.length} (${[...new Set(counted.map((s) => s.kind))].join(", ")}); ` +
        `the API limit alone would have refused every one past the ${API_RATE_LIMIT.max}th`,
    );
    console.log(
      signIn.attempts > 0
        ? `\nSign-in from the same address: limited after ${signIn.attempts - 1} attempts (attempt ${signIn.attempts} ` +
            `answered 429; before it: ${statusCounts(signIn.statuses.slice(0, -1))})`
        : `\nSign-in from the same address: NOT limited within ${SIGN_IN_ATTEMPTS_MAX} attempts`,
    );
    console.log(`Another API call from the same address (GET /api/service-status): ${otherApiCall.status}`);

    const onlyOk = samples.every((s) => s.status === 200 || s.status === 304);
    const passed = onlyOk && signIn.attempts === AUTHN_RATE_LIMIT.max + 1 && otherApiCall.status === 200;
    console.log(
      `\nVerdict: ${passed ? "met" : "NOT met"} (every view 200/304: ${onlyOk ? "yes" : "no"}; sign-in limited ` +
        `after ${AUTHN_RATE_LIMIT.max}: ${signIn.attempts === AUTHN_RATE_LIMIT.max + 1 ? "yes" : "no"}; other API ` +
        `calls unaffected: ${otherApiCall.status === 200 ? "yes" : "no"})`,
    );
    if (!passed) process.exitCode = 1;
    const load = loadavg().map((value) => value.toFixed(2));
    console.log(`\nload average (1, 5, 15 min) at the end: ${load.join(", ")} on ${availableParallelism()} cores`);
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)`);
  } finally {
    http.close();
    await seeded.close();
    await build.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
