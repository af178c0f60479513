/** Shapes of the demo book of business, and the carrier's implementation consultants. */
import type { CONTACT_TYPES, IMPLEMENTATION_TYPES, LOCATION_TYPES, Phase } from "@onboard/domain/clients/enums";
import type { UsState } from "@onboard/domain/common/us-states";
import type { SLF_COVERAGES } from "../../schema/enums";

export type SlfCoverage = (typeof SLF_COVERAGES)[number];
export type ContactAccess = "claims" | "billing" | "payments" | "documents" | "memberChanges";

export interface LocationSeed {
  name: string;
  address1: string;
  address2?: string;
  city: string;
  state: UsState;
  zipCode: string;
  type: (typeof LOCATION_TYPES)[number];
}

export interface ContactSeed {
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  fax?: string;
  type: (typeof CONTACT_TYPES)[number] | null;
  access: ContactAccess[];
}

export interface PolicySeed {
  number: string;
  coverages: SlfCoverage[];
  situs: UsState;
  /** Effective on the first of the month after today + this many days (negative: already in force). */
  effectiveInDays: number;
  billing: "LIST" | "SELF" | "TPA";
}

export interface ClientSeed {
  key: string;
  name: string;
  /** E-mail domain of the employer's staff (always under example.com or example.org). */
  domain: string;
  caseId: string;
  ticketId: string;
  phase: Phase;
  isLive?: boolean;
  isArchived?: boolean;
  isTest?: boolean;
  completedSetup: boolean;
  /** Mid-onboarding, yet nobody has been through the one-time welcome flow (a new ben admin took over). */
  isWelcomeFlowPending?: boolean;
  implementationType: (typeof IMPLEMENTATION_TYPES)[number];
  baseClientKey?: string;
  isBenefitsExplorer: boolean;
  employees: number;
  taxId: string;
  anniversaryMonth: number;
  consultant: number;
  /** Days before today the EIF was signed, for clients past signature. */
  eifSignedDaysAgo?: number;
  priorCarrier?: string;
  locations: LocationSeed[];
  contacts: ContactSeed[];
  policies: PolicySeed[];
}

/** The carrier's implementation consultants, assigned to clients by index. */
export const IMPLEMENTATION_CONSULTANTS = [
  {
    firstName: "Lauren",
    lastName: "Mitchell",
    phoneNumber: "(781) 555-0142",
    email: "lauren.mitchell@onboard.example",
  },
  {
    firstName: "Andre",
    lastName: "Washington",
    phoneNumber: "(781) 555-0178",
    email: "andre.washington@onboard.example",
  },
  { firstName: "Megan", lastName: "Kowalski", phoneNumber: "(781) 555-0193", email: "megan.kowalski@onboard.example" },
] as const;
