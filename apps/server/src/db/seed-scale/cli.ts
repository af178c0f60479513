/**
 * `npm run seed:scale -- --clients 100000 [--database-url postgres://…] [--reset]`: the scale seed on a migrated
 * database (--database-url, else DATABASE_URL). Prints each table's rows and seconds as it goes.
 * A command-line entry point like server.ts, so it reads DATABASE_URL itself.
 */
import { parseArgs } from "node:util";
import { createDb } from "../client";
import type { TableTiming } from "./batches";
import { ScaleSeedRefusedError, seedScale } from "./seed-scale";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "100000" },
    "database-url": { type: "string" },
    reset: { type: "boolean", default: false },
  },
});

const line = (t: TableTiming) =>
  `  ${t.table.padEnd(28)} ${t.rows.toLocaleString("en-US").padStart(12)} rows ${t.seconds.toFixed(1).padStart(8)} s`;

async function main(): Promise<void> {
  const databaseUrl = values["database-url"] ?? process.env.DATABASE_URL;
  if (!databaseUrl) {
    throw new ScaleSeedRefusedError("Give the database: --database-url postgres://… or DATABASE_URL.");
  }
  const clients = Number(values.clients);
  const handle = createDb(databaseUrl, { max: 1 });
  try {
    console.log(
      `Scale seed: ${clients.toLocaleString("en-US")} clients into ${new URL(databaseUrl).pathname.slice(1)}`,
    );
    const result = await seedScale(handle.pool, {
      clients,
      reset: values.reset,
      onTable: (t) => console.log(line(t)),
    });
    const total = result.tables.filter((t) => !t.table.startsWith("(")).reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `  ${"total".padEnd(28)} ${total.toLocaleString("en-US").padStart(12)} rows ${result.seconds.toFixed(1).padStart(8)} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ScaleSeedRefusedError ? error.message : error);
  process.exit(1);
});
