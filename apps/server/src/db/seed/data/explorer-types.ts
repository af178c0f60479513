/** Shapes of the demo explorer pages and their plans, and the carriers those plans come from. */
import type { UsState } from "@onboard/domain/common/us-states";
import type {
  BenefitLevel,
  BenefitType,
  ContentFlag,
  DENTAL_YEAR_TYPES,
  ORTHODONTIC_SERVICES,
  PlanType,
  PrepaidDentalNetwork,
} from "@onboard/domain/explorer/benefit-types";

/** Individual and family amounts, in and out of network; null out of network means "not applicable". */
export type NetworkAmounts = { individual: [number, number | null]; family: [number, number | null] };

export interface MedicalComparison {
  deductible: NetworkAmounts;
  outOfPocketMaximum: NetworkAmounts;
  outOfNetworkBenefits: boolean;
  hsaEmployerContribution?: number;
  pcpCoordinationRequired: boolean;
  pcpSpecialtyCareReferralRequired: boolean;
}

/** Percent covered in and out of network. */
export type CoveragePercents = [number, number];

export interface DentalComparison {
  yearType: (typeof DENTAL_YEAR_TYPES)[number];
  orthodonticServices: (typeof ORTHODONTIC_SERVICES)[number];
  /** Lifetime orthodontic maximum and the percent covered. */
  orthodonticAdult?: { amount: number; percent: number };
  orthodonticChild?: { amount: number; percent: number };
  typeOne: CoveragePercents;
  typeTwo: CoveragePercents;
  typeThree: CoveragePercents;
}

/** In-network copay or allowance, out-of-network reimbursement, and whether it is every 24 months. */
export type VisionItem = [number, number, boolean];

export interface VisionComparison {
  exam: VisionItem;
  lenses: VisionItem;
  frames: VisionItem;
  contactLenses: VisionItem;
  contactLensExam: VisionItem;
  framesOverPercent: number;
}

export type FinancialComparison = { rollover: false } | { rollover: true; amount: number; monthDay: string };

export interface ExplorerPlanSeed {
  key: string;
  benefitType: BenefitType;
  planType: PlanType;
  planName: string;
  carrier: Carrier;
  pfmlState?: UsState;
  isNew?: boolean;
  contentFlags?: ContentFlag[];
  benefitLevel?: BenefitLevel;
  wellnessAmount?: number;
  prepaidSitusState?: UsState;
  prepaidDentalNetwork?: PrepaidDentalNetwork;
  premium?: string;
  outOfPocketCosts?: string;
  linkedHDHPPlanName?: string;
  /** Languages of the seeded plan-summary PDFs. */
  summaries?: ("en" | "es")[];
  medical?: MedicalComparison;
  dental?: DentalComparison;
  vision?: VisionComparison;
  financial?: FinancialComparison;
}

export interface Carrier {
  id: number;
  /** Underwriter or administrator; not needed for the carrier itself (id 1). */
  legalEntity: string | null;
}

export const CARRIERS = {
  sunLife: { id: 1, legalEntity: null },
  bayState: { id: 2, legalEntity: "Bay State Health Insurance Company" },
  pioneer: { id: 3, legalEntity: "Pioneer Health Plans of Texas, Inc." },
  lakeshore: { id: 4, legalEntity: "Lakeshore Health Insurance Company" },
  summitPeak: { id: 5, legalEntity: "Summit Peak Health Plan, Inc." },
  clearView: { id: 6, legalEntity: "ClearView Vision Benefits, Inc." },
  meridian: { id: 7, legalEntity: "Meridian Benefit Accounts, LLC" },
  keystonePet: { id: 8, legalEntity: "Keystone Pet Insurance Company" },
  magnolia: { id: 9, legalEntity: "Magnolia Dental Indemnity Company" },
  libertyShore: { id: 10, legalEntity: "Liberty Shore Health Plan of New Jersey, Inc." },
  evergreen: { id: 11, legalEntity: "Evergreen Health Cooperative" },
  anyHour: { id: 12, legalEntity: "AnyHour Virtual Care, LLC" },
  wayfarer: { id: 13, legalEntity: "Wayfarer Travel Protection Insurance Company" },
  metroCommuter: { id: 14, legalEntity: "Metro Commuter Benefits, LLC" },
  perksPlus: { id: 15, legalEntity: "PerksPlus Discount Network, Inc." },
  fitLife: { id: 16, legalEntity: "FitLife Fitness Network, LLC" },
  thrive: { id: 17, legalEntity: "Thrive Wellness Programs, Inc." },
  sentinel: { id: 18, legalEntity: "Sentinel Identity Protection, Inc." },
  advocateLegal: { id: 19, legalEntity: "Advocate Legal Plans, Inc." },
  anchor: { id: 20, legalEntity: "Anchor Retirement Services, LLC" },
  cornerstone: { id: 21, legalEntity: "Cornerstone Employee Assistance, Inc." },
} as const satisfies Record<string, Carrier>;

export interface ExplorerPageSeed {
  key: string;
  clientKey: string;
  name: string;
  /** Policies (by number) the page presents. */
  policyNumbers: string[];
  isLive: boolean;
  startsInDays: number;
  expiresInDays: number | null;
  openEnrollmentStartsInDays: number;
  openEnrollmentDays: number;
  /** Plan year relative to today's year: 0 this year, -1 last year, 1 next year. */
  planYearOffset: number;
  vanitySlug: string | null;
  employerState: UsState;
  territory: string;
  ownerKey: string;
  maintenanceMode?: boolean;
  customBranding?: { brandColor: string; contrastingColor: string; fontFamily: string };
  nonCarrierBrand?: { customClientName: string };
  /** Key of the page that replaces this one. */
  newerPageKey?: string;
  /** Shares the association (and so the documents) of another page. */
  associationWithKey?: string;
  benAdminPlatformKey?: string;
  kioskMode?: boolean;
  hasEmployeesInNY?: boolean;
  contactUs: { appointment: boolean; email: boolean; liveChat: boolean };
  plans: ExplorerPlanSeed[];
}
