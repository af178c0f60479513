/**
 * Issue 21's figure: every staff list at demo size and at carrier scale. On its own database (SCALE_DATABASE_URL's
 * server, or a throw-away embedded Postgres), migrated and seeded with the demo data, it times each list through
 * app.inject as a signed-in carrier owner (server time: no network; warm-up rounds, then --runs), runs the scale
 * seed (--clients, 100,000 by default: 300k users, 500k documents, 2M e-mails, 2M audit events, 50k explorer
 * pages) and times them again; then it archives, deletes and hard-deletes a few scale clients.
 * Prints one table: list, demo p50/p95, scale p50/p95, ratio (scale p95 / demo p95; and of the p50s, steadier on a
 * busy machine) and whether the list meets the issue's bar, "≤ 2× demo and < 20 ms p95" (on the p95s).
 * Usage: npm run bench:scale -w @onboard/bench [-- --clients 100000 --runs 100]
 */
import { parseArgs } from "node:util";
import { buildApp } from "@onboard/server/src/app";
import { loadConfig } from "@onboard/server/src/config";
import { seedScale } from "@onboard/server/src/db/seed-scale/seed-scale";
import { createSessionFor } from "@onboard/server/test/sessions";
import { percentile } from "./qps/percentile";
import { timeClientChanges } from "./scale/client-changes";
import { type ListTiming, measureLists, WARM_UP_ROUNDS } from "./scale/measure";
import { openScaleDatabase } from "./scale/scale-database";
import { findListTargets, staffLists } from "./scale/staff-lists";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "100000" },
    runs: { type: "string", default: "100" },
  },
});
const clientCount = Number(values.clients);
const runs = Number(values.runs);
const MAX_RATIO = 2;
const MAX_P95_MS = 20;
const CHANGES_EACH = 3;

const ms = (value: number) => value.toFixed(1).padStart(7);

function printTable(demo: readonly ListTiming[], scale: readonly ListTiming[]): number {
  console.log(
    `\n${"list".padEnd(30)} ${"demo p50".padStart(8)} ${"demo p95".padStart(8)} ${"scale p50".padStart(9)} ${"scale p95".padStart(9)} ${"ratio".padStart(6)} ${"p50 ratio".padStart(9)}  meets ≤ ${MAX_RATIO}× and < ${MAX_P95_MS} ms p95`,
  );
  let failing = 0;
  for (const [index, atScale] of scale.entries()) {
    const atDemo = demo[index];
    if (!atDemo) continue;
    const ratio = atScale.p95 / atDemo.p95;
    const meets = ratio <= MAX_RATIO && atScale.p95 < MAX_P95_MS;
    if (!meets) failing++;
    console.log(
      `${atScale.name.padEnd(30)} ${ms(atDemo.p50)} ${ms(atDemo.p95)}  ${ms(atScale.p50)}   ${ms(atScale.p95)} ${ratio.toFixed(2).padStart(5)}× ${(atScale.p50 / atDemo.p50).toFixed(2).padStart(8)}×  ${meets ? "yes" : "NO"}`,
    );
  }
  return failing;
}

async function main() {
  const database = await openScaleDatabase(process.env.SCALE_DATABASE_URL);
  const { handle } = database;
  const config = loadConfig({
    APP_ENV: "local",
    LOG_LEVEL: "silent",
    RATE_LIMIT_MAX: "100000000",
    EXPLORER_PORT: "0",
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: "/nonexistent",
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  try {
    await app.ready();
    const { cookie } = await createSessionFor(handle.db, { role: "SLF_OWNER" });
    console.log(
      `Node ${process.version}; ${database.describe}; ${runs} requests per list after ${WARM_UP_ROUNDS} warm-up rounds, server time through app.inject`,
    );
    const targets = await findListTargets(handle);
    const demo = await measureLists(app, cookie, await staffLists(handle, targets), runs);

    console.log(`\nScale seed, ${clientCount.toLocaleString("en-US")} clients:`);
    const seeded = await seedScale(handle.pool, {
      clients: clientCount,
      onTable: (t) =>
        console.log(
          `  ${t.table.padEnd(28)} ${t.rows.toLocaleString("en-US").padStart(12)} rows ${t.seconds.toFixed(1).padStart(8)} s`,
        ),
    });
    console.log(`  ${"total".padEnd(28)} ${"".padStart(12)}      ${seeded.seconds.toFixed(1).padStart(8)} s`);

    const scale = await measureLists(app, cookie, await staffLists(handle, targets), runs);
    const failing = printTable(demo, scale);

    const changes = await timeClientChanges(app, handle, cookie, CHANGES_EACH);
    console.log(`\nOne client at scale (${CHANGES_EACH} clients each; p50 / max, ms):`);
    for (const [name, samples] of [
      ["archive (PUT isArchived)", changes.archive],
      ["delete (DELETE, soft)", changes.softDelete],
      ["hard delete (SQL, cascades)", changes.hardDelete],
    ] as const) {
      console.log(`  ${name.padEnd(30)} ${ms(percentile(samples, 50))} / ${ms(Math.max(...samples))}`);
    }
    console.log(`\n${failing === 0 ? "Every list meets" : `${failing} of ${scale.length} lists miss`} the bar.`);
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
