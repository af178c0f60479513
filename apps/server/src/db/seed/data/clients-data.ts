/** The thirteen demo clients, in a fixed order (their index is part of each seeded id). */
import type { ClientSeed } from "./client-types";
import { CLIENTS_A } from "./clients-a";
import { CLIENTS_B } from "./clients-b";
import { LARGE_CLIENT } from "./clients-large";

export const CLIENT_SEEDS: readonly ClientSeed[] = [...CLIENTS_A, ...CLIENTS_B, LARGE_CLIENT];

export function clientSeed(key: string): ClientSeed {
  const found = CLIENT_SEEDS.find((c) => c.key === key);
  if (!found) throw new Error(`Unknown demo client ${key}`);
  return found;
}
