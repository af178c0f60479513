/** Ids of the seeded entities, derived from their natural keys so every seed file can refer to any of them. */
import type { ClientSeed, ContactSeed, SlfCoverage } from "./data/client-types";
import { clientSeed } from "./data/clients-data";
import { DEMO_USER_SEEDS } from "./demo-logins";
import { seedId } from "./ids";

export const clientIdOf = (clientKey: string) => seedId("client", clientKey);
export const locationIdOf = (clientKey: string, index: number) => seedId("location", `${clientKey}:${index}`);
export const contactIdOf = (clientKey: string, index: number) => seedId("contact", `${clientKey}:${index}`);
export const policyIdOf = (policyNumber: string) => seedId("policy", policyNumber);
export const planIdOf = (policyNumber: string, coverage: SlfCoverage) => seedId("plan", `${policyNumber}:${coverage}`);

/** first.last@domain, as the employer's mail system would have it. */
export function contactEmail(client: ClientSeed, contact: ContactSeed): string {
  const local = `${contact.firstName}.${contact.lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
  return `${local}@${client.domain}`;
}

/** The first demo user of a role linked to a client, if any. */
export function linkedUserKey(clientKey: string, role: "BROKER" | "BEN_ADMIN"): string | null {
  return DEMO_USER_SEEDS.find((u) => u.role === role && u.clientKeys.includes(clientKey))?.key ?? null;
}

/** The policy of a client that carries a coverage. */
export function policyWith(clientKey: string, coverage: SlfCoverage): string {
  const policy = clientSeed(clientKey).policies.find((p) => p.coverages.includes(coverage));
  if (!policy) throw new Error(`${clientKey} has no ${coverage} policy`);
  return policy.number;
}
