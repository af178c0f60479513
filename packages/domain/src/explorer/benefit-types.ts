/** Benefit types, plan types per benefit type, levels, content flags and other explorer enums (benefits-explorer spec §3). */
export const BENEFIT_TYPES = [
  "MEDICAL",
  "DENTAL",
  "VISION",
  "ACCIDENT",
  "HOSPITAL_INDEMNITY",
  "LIFE",
  "CRITICAL_ILLNESS",
  "CANCER",
  "FINANCIAL",
  "SHORT_TERM_DISABILITY",
  "LONG_TERM_DISABILITY",
  "GAP",
  "OTHER_SHORT_TERM_PAID_LEAVE",
  "OTHER",
] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];

/**
 * Plan types per benefit type. The spec does not show plan types for ACCIDENT, HOSPITAL_INDEMNITY,
 * CANCER, CRITICAL_ILLNESS and GAP; we give each the employer-paid / voluntary pair, which is how
 * such voluntary benefits are sold. Paid leave (OTHER_SHORT_TERM_PAID_LEAVE) carries the PFML types.
 */
export const PLAN_TYPES_BY_BENEFIT_TYPE = {
  MEDICAL: ["HMO", "EPO", "POS", "PPO", "MEC", "OAP"],
  DENTAL: ["PPO", "DHMO", "ASO_PPO", "INDEMNITY"],
  VISION: ["VISION"],
  ACCIDENT: ["EMPLOYER_PAID", "VOLUNTARY"],
  HOSPITAL_INDEMNITY: ["EMPLOYER_PAID", "VOLUNTARY"],
  LIFE: ["BASIC_LIFE", "VOLUNTARY_LIFE", "STANDALONE_ADD"],
  CRITICAL_ILLNESS: ["EMPLOYER_PAID", "VOLUNTARY"],
  CANCER: ["EMPLOYER_PAID", "VOLUNTARY"],
  FINANCIAL: ["HSA", "HRA", "FSA", "LPFSA", "DCA"],
  SHORT_TERM_DISABILITY: ["EMPLOYER_PAID", "VOLUNTARY"],
  LONG_TERM_DISABILITY: ["EMPLOYER_PAID", "VOLUNTARY"],
  GAP: ["EMPLOYER_PAID", "VOLUNTARY"],
  OTHER_SHORT_TERM_PAID_LEAVE: ["PFML_FMLA_LEAVE", "FAMILY_LEAVE_INSURANCE"],
  OTHER: [
    "EAP",
    "COMMUTER_TRANSIT",
    "DISCOUNT_PROGRAM",
    "FITNESS_PROGRAM",
    "HEALTH_AND_WELLNESS",
    "IDENTITY_PROTECTION",
    "LEGAL_SERVICES",
    "PET_INSURANCE",
    "RETIREMENT",
    "TELEHEALTH",
    "TRAVEL_INSURANCE",
    "OTHER",
  ],
} as const satisfies Record<BenefitType, readonly string[]>;
export type PlanType = (typeof PLAN_TYPES_BY_BENEFIT_TYPE)[BenefitType][number];
export const PLAN_TYPES = [...new Set(Object.values(PLAN_TYPES_BY_BENEFIT_TYPE).flat())] as unknown as readonly [
  PlanType,
  ...PlanType[],
];

export const BENEFIT_LEVELS = ["LOW_HIGH", "LEVEL_1_LEVEL_2", "BUY_UP"] as const;
export type BenefitLevel = (typeof BENEFIT_LEVELS)[number];
export const BENEFIT_LEVELS_BY_BENEFIT_TYPE: Partial<Record<BenefitType, readonly BenefitLevel[]>> = {
  ACCIDENT: ["LOW_HIGH"],
  HOSPITAL_INDEMNITY: ["LOW_HIGH"],
  DENTAL: ["LOW_HIGH"],
  CANCER: ["LEVEL_1_LEVEL_2"],
  SHORT_TERM_DISABILITY: ["BUY_UP"],
  LONG_TERM_DISABILITY: ["BUY_UP"],
  LIFE: ["BUY_UP"],
};

export const CONTENT_FLAGS = [
  "HDHP",
  "HSA_COMPATIBLE",
  "HRA",
  "AD&D",
  "VAS_1",
  "VAS_2",
  "Wellthy",
  "Self_Care+",
  "Self_Care_From_AbleTo",
  "Health_Navigator_Helpline",
  "$",
  "$$",
  "$$$",
] as const;
export type ContentFlag = (typeof CONTENT_FLAGS)[number];
export const MEDICAL_PRICE_TIERS = ["$", "$$", "$$$"] as const satisfies readonly ContentFlag[];
export const CONTENT_FLAGS_BY_BENEFIT_TYPE: Partial<Record<BenefitType, readonly ContentFlag[]>> = {
  MEDICAL: ["HDHP", "HSA_COMPATIBLE", "HRA", ...MEDICAL_PRICE_TIERS],
  LIFE: ["AD&D", "VAS_1", "VAS_2", "Wellthy", "Self_Care+", "Self_Care_From_AbleTo"],
  ACCIDENT: ["VAS_1"],
  CRITICAL_ILLNESS: ["Health_Navigator_Helpline", "Self_Care_From_AbleTo"],
};

export const DENTAL_YEAR_TYPES = ["PLAN", "CALENDAR"] as const;
export const ORTHODONTIC_SERVICES = ["ADULTS", "CHILDREN", "BOTH", "NONE"] as const;

/** Prepaid dental networks and their numeric codes, word for word from the spec. */
export const PREPAID_DENTAL_NETWORKS = [
  { key: "FOCUS_PPO", name: "Focus PPO", code: 46 },
  { key: "DENTAL_NETWORK_PPO", name: "Dental Network PPO", code: 47 },
  { key: "HERITAGE", name: "Heritage", code: 23 },
  { key: "DHMO_DENTAL_SERIES", name: "DHMO Dental Series", code: 29 },
  { key: "CA_UDC_PREPAID", name: "CA UDC Prepaid", code: 28 },
  { key: "LEGEND", name: "Legend", code: 24 },
  { key: "UNITED_DENTAL_CARE", name: "United Dental Care", code: 27 },
  { key: "PREPAID_DENTAL_SERIES_FLORIDA", name: "Prepaid Dental Series Florida only", code: 29 },
  { key: "GEORGIA_PREPAID", name: "Georgia Prepaid", code: 26 },
] as const;
export type PrepaidDentalNetwork = (typeof PREPAID_DENTAL_NETWORKS)[number]["key"];
export const PREPAID_DENTAL_NETWORK_KEYS = PREPAID_DENTAL_NETWORKS.map((n) => n.key) as unknown as readonly [
  PrepaidDentalNetwork,
  ...PrepaidDentalNetwork[],
];

export const MEDICAL_VIDEO_CHOICES = ["NO_VIDEO", "ENGLISH_VIDEO", "ENGLISH_AND_SPANISH_VIDEO"] as const;
export const DEMO_ENROLLMENT_STATUSES = ["pre", "active", "post"] as const;
export type DemoEnrollmentStatus = (typeof DEMO_ENROLLMENT_STATUSES)[number];
export const EXTERNAL_USER_TYPES = ["EMPLOYER", "BROKER"] as const;

export const SORT_FIELDS = ["createdAt", "name", "updatedAt", "startsAt"] as const;
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

/** Push job statuses and the display status they map to (benefits-explorer spec §4). */
export const API_JOB_STATUSES = [
  "NOT_APPLICABLE",
  "IN_PROGRESS",
  "COMPLETED",
  "COMPLETED_WITH_WARNINGS",
  "COMPLETED_WITH_ERRORS",
  "TIMEOUT",
] as const;
export type ApiJobStatus = (typeof API_JOB_STATUSES)[number];
