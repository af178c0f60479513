import type { Database } from "./client";

/** The database or an open transaction on it: what a repository function runs its statements on. */
export type DbExecutor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
