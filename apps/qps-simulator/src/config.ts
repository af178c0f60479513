/** The process entry's settings, from the environment (the only file that reads it). */
import { z } from "zod";
import { DEFAULT_DELAY_MS } from "./simulator";

const envSchema = z.object({
  QPS_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  QPS_SIMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
  QPS_SIMULATOR_DATA_FILE: z.string().min(1).optional(),
  QPS_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).default(DEFAULT_DELAY_MS),
  /** Its log (JSON lines on stderr): each request at "info"; problems only at "warn", the default. */
  QPS_SIMULATOR_LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).default("warn"),
});

export interface SimulatorConfig {
  port: number;
  host: string;
  dataFile: string | null;
  delayMs: number;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SimulatorConfig {
  // An empty variable means unset, as a supervisor may pass every variable through.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.parse(present);
  return {
    port: parsed.QPS_SIMULATOR_PORT,
    host: parsed.QPS_SIMULATOR_HOST,
    dataFile: parsed.QPS_SIMULATOR_DATA_FILE ?? null,
    delayMs: parsed.QPS_SIMULATOR_DELAY_MS,
    logLevel: parsed.QPS_SIMULATOR_LOG_LEVEL,
  };
}
