/** drizzle-kit configuration: `npm run db:generate -w @onboard/server` writes SQL migrations from the schema. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
  strict: true,
  verbose: true,
});
