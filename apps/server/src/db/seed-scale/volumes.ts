/**
 * How many rows of each kind the scale seed writes for a number of clients: the proportions (for 100,000
 * clients: 300k users, 500k documents, 2M e-mails, 2M audit events, 50k explorer pages with 200k plans), and who links
 * to whom.
 */
export const MIN_SCALE_CLIENTS = 100;

export interface ScaleVolumes {
  clients: number;
  /** Carrier staff (SLF_OWNER and SLF_ADMIN): user numbers 1..internalUsers. */
  internalUsers: number;
  /** Brokers: the next user numbers; each works on three clients. */
  brokers: number;
  /** Ben admins: the last user numbers; ben admin k works on client ((k - 1) mod clients) + 1. */
  benAdmins: number;
  documents: number;
  emails: number;
  auditEvents: number;
  explorerPages: number;
  /** The plans of the explorer pages: PLANS_PER_PAGE each. */
  benefitPlans: number;
}

/** Plans on each explorer page (a dental plan of each type). */
export const PLANS_PER_PAGE = 4;

export function scaleVolumes(clients: number): ScaleVolumes {
  if (!Number.isInteger(clients) || clients < MIN_SCALE_CLIENTS) {
    throw new Error(`--clients must be a whole number of at least ${MIN_SCALE_CLIENTS} (got ${clients}).`);
  }
  const users = clients * 3;
  const internalUsers = Math.max(5, Math.round(clients * 0.03));
  const brokers = Math.round(clients * 0.97);
  return {
    clients,
    internalUsers,
    brokers,
    benAdmins: users - internalUsers - brokers,
    documents: clients * 5,
    emails: clients * 20,
    auditEvents: clients * 20,
    explorerPages: Math.floor(clients / 2),
    benefitPlans: Math.floor(clients / 2) * PLANS_PER_PAGE,
  };
}

/** The user number of client `n`'s first ben admin (its authorized signer), as SQL. */
export function benAdminOf(v: ScaleVolumes, clientNumber: string): string {
  return `(${v.internalUsers + v.brokers} + (${clientNumber}))`;
}
