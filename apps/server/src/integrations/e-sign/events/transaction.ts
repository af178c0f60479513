/**
 * An open transaction (not the pool): appending an event locks its envelope's chain head until the transaction ends,
 * which only means something inside one. The type makes passing the pool a compile error.
 */
import type { Database } from "../../../db/client";

export type DbTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
