/**
 * The explorer's names and plan titles (benefits-explorer spec §3 "a plan-title builder exists per benefit type", §9
 * state names), in English and Spanish. They are product data, not interface text, so they live here beside the rules
 * that choose them and serve the page, the comparison and the plan e-mail alike.
 *
 * Title rules (the spec does not show the wording; ours):
 * - A plan of another carrier keeps the name its administrator gave it ("Choice PPO"), since we cannot rename a product
 *   we do not sell.
 * - A plan of carrier 1 (the carrier itself) is titled by the product: "{carrier} {benefit}", then the plan type where
 *   the benefit has meaningful types (dental, life, financial, other), then the benefit level in brackets, e.g.
 *   "Sun Life Dental PPO (Low/High)". Paid leave names the state's programme instead: "Sun Life Massachusetts Paid
 *   Family and Medical Leave".
 */
import type { Language } from "../common/environments";
import type { UsState } from "../common/us-states";
import {
  type BenefitLevel,
  type BenefitType,
  type ContentFlag,
  MEDICAL_PRICE_TIERS,
  type PlanType,
} from "./benefit-types";
import { type StateVaryingBenefitType, stateBenefitName } from "./state-benefit-names";

/** Carrier id 1 is the provider itself (spec §5). */
export const OWN_CARRIER_ID = 1;
export const OWN_CARRIER_NAME = "Sun Life";

type Names<K extends string> = Record<K, Record<Language, string>>;

const BENEFIT_TYPE_NAMES: Names<BenefitType> = {
  MEDICAL: { en: "Medical", es: "Médico" },
  DENTAL: { en: "Dental", es: "Dental" },
  VISION: { en: "Vision", es: "Visión" },
  ACCIDENT: { en: "Accident", es: "Accidentes" },
  HOSPITAL_INDEMNITY: { en: "Hospital Indemnity", es: "Indemnización Hospitalaria" },
  LIFE: { en: "Life", es: "Vida" },
  CRITICAL_ILLNESS: { en: "Critical Illness", es: "Enfermedades Graves" },
  CANCER: { en: "Cancer", es: "Cáncer" },
  FINANCIAL: { en: "Spending Accounts", es: "Cuentas de Gastos" },
  SHORT_TERM_DISABILITY: { en: "Short-Term Disability", es: "Discapacidad a Corto Plazo" },
  LONG_TERM_DISABILITY: { en: "Long-Term Disability", es: "Discapacidad a Largo Plazo" },
  GAP: { en: "Gap", es: "Cobertura Complementaria (Gap)" },
  OTHER_SHORT_TERM_PAID_LEAVE: { en: "Paid Leave", es: "Licencia Remunerada" },
  OTHER: { en: "Other Benefits", es: "Otros Beneficios" },
};

/** The Spanish for each state-specific name of state-benefit-names.ts. */
const STATE_NAME_TRANSLATIONS: Record<string, string> = {
  "Specified Disease": "Enfermedades Específicas",
  "Hospital Confinement Indemnity": "Indemnización por Hospitalización",
  "Supplemental Medical Expense": "Gastos Médicos Complementarios",
  "Critical Illness": BENEFIT_TYPE_NAMES.CRITICAL_ILLNESS.es,
  Gap: BENEFIT_TYPE_NAMES.GAP.es,
};

const PLAN_TYPE_NAMES: Names<PlanType> = {
  HMO: { en: "HMO", es: "HMO" },
  EPO: { en: "EPO", es: "EPO" },
  POS: { en: "POS", es: "POS" },
  PPO: { en: "PPO", es: "PPO" },
  MEC: { en: "MEC", es: "MEC" },
  OAP: { en: "Open Access Plus", es: "Open Access Plus" },
  DHMO: { en: "DHMO", es: "DHMO" },
  ASO_PPO: { en: "ASO PPO", es: "ASO PPO" },
  INDEMNITY: { en: "Indemnity", es: "Indemnización" },
  VISION: { en: "Vision", es: "Visión" },
  EMPLOYER_PAID: { en: "Employer Paid", es: "Pagado por el Empleador" },
  VOLUNTARY: { en: "Voluntary", es: "Voluntario" },
  BASIC_LIFE: { en: "Basic Life", es: "Vida Básico" },
  VOLUNTARY_LIFE: { en: "Voluntary Life", es: "Vida Voluntario" },
  STANDALONE_ADD: { en: "Standalone AD&D", es: "AD&D Independiente" },
  HSA: { en: "Health Savings Account (HSA)", es: "Cuenta de Ahorros para la Salud (HSA)" },
  HRA: { en: "Health Reimbursement Arrangement (HRA)", es: "Acuerdo de Reembolso de Salud (HRA)" },
  FSA: { en: "Flexible Spending Account (FSA)", es: "Cuenta de Gastos Flexibles (FSA)" },
  LPFSA: { en: "Limited Purpose FSA", es: "FSA de Propósito Limitado" },
  DCA: { en: "Dependent Care Account", es: "Cuenta para el Cuidado de Dependientes" },
  PFML_FMLA_LEAVE: { en: "Paid Family and Medical Leave", es: "Licencia Familiar y Médica Remunerada" },
  FAMILY_LEAVE_INSURANCE: { en: "Family Leave Insurance", es: "Seguro de Licencia Familiar" },
  EAP: { en: "Employee Assistance Program", es: "Programa de Asistencia al Empleado" },
  COMMUTER_TRANSIT: { en: "Commuter and Transit", es: "Transporte y Tránsito" },
  DISCOUNT_PROGRAM: { en: "Discount Program", es: "Programa de Descuentos" },
  FITNESS_PROGRAM: { en: "Fitness Program", es: "Programa de Acondicionamiento Físico" },
  HEALTH_AND_WELLNESS: { en: "Health and Wellness", es: "Salud y Bienestar" },
  IDENTITY_PROTECTION: { en: "Identity Protection", es: "Protección de Identidad" },
  LEGAL_SERVICES: { en: "Legal Services", es: "Servicios Legales" },
  PET_INSURANCE: { en: "Pet Insurance", es: "Seguro para Mascotas" },
  RETIREMENT: { en: "Retirement", es: "Jubilación" },
  TELEHEALTH: { en: "Telehealth", es: "Telesalud" },
  TRAVEL_INSURANCE: { en: "Travel Insurance", es: "Seguro de Viaje" },
  OTHER: { en: "Other", es: "Otro" },
};

const BENEFIT_LEVEL_NAMES: Names<BenefitLevel> = {
  LOW_HIGH: { en: "Low/High", es: "Bajo/Alto" },
  LEVEL_1_LEVEL_2: { en: "Level 1/Level 2", es: "Nivel 1/Nivel 2" },
  BUY_UP: { en: "Buy-Up", es: "Cobertura Adicional" },
};

/** Content flags shown as features (the price tiers are shown apart, as $ to $$$). */
const FEATURE_NAMES: Names<Exclude<ContentFlag, (typeof MEDICAL_PRICE_TIERS)[number]>> = {
  HDHP: { en: "High-deductible health plan (HDHP)", es: "Plan de salud con deducible alto (HDHP)" },
  HSA_COMPATIBLE: { en: "HSA compatible", es: "Compatible con HSA" },
  HRA: { en: "Includes an HRA", es: "Incluye una HRA" },
  "AD&D": { en: "Accidental death and dismemberment (AD&D)", es: "Muerte accidental y desmembramiento (AD&D)" },
  VAS_1: { en: "Value-added service", es: "Servicio de valor agregado" },
  VAS_2: { en: "Second value-added service", es: "Segundo servicio de valor agregado" },
  Wellthy: { en: "Wellthy caregiving support", es: "Apoyo para cuidadores Wellthy" },
  "Self_Care+": { en: "Self Care+", es: "Self Care+" },
  Self_Care_From_AbleTo: { en: "Self Care from AbleTo", es: "Self Care de AbleTo" },
  Health_Navigator_Helpline: { en: "Health Navigator helpline", es: "Línea de ayuda Health Navigator" },
};

/**
 * Paid-leave programme names by state (spec §9: "per state (NY, NJ, HI and others; wording not shown)"): the
 * statutory states and the PFML states of §9, each by its programme's public name.
 */
const PAID_LEAVE_PROGRAMMES: Partial<Record<UsState, Record<Language, string>>> = {
  NY: { en: "New York Paid Family Leave", es: "Licencia Familiar Remunerada de Nueva York" },
  NJ: { en: "New Jersey Family Leave Insurance", es: "Seguro de Licencia Familiar de Nueva Jersey" },
  HI: { en: "Hawaii Temporary Disability Insurance", es: "Seguro de Discapacidad Temporal de Hawái" },
  CO: { en: "Colorado FAMLI", es: "FAMLI de Colorado" },
  CT: { en: "Connecticut Paid Leave", es: "Licencia Remunerada de Connecticut" },
  MA: {
    en: "Massachusetts Paid Family and Medical Leave",
    es: "Licencia Familiar y Médica Remunerada de Massachusetts",
  },
  OR: { en: "Paid Leave Oregon", es: "Licencia Remunerada de Oregón" },
  WA: { en: "Washington Paid Family and Medical Leave", es: "Licencia Familiar y Médica Remunerada de Washington" },
  DE: { en: "Delaware Paid Leave", es: "Licencia Remunerada de Delaware" },
  MN: { en: "Minnesota Paid Leave", es: "Licencia Remunerada de Minnesota" },
  ME: { en: "Maine Paid Family and Medical Leave", es: "Licencia Familiar y Médica Remunerada de Maine" },
};

/** Benefit types whose plan type says something an employee needs to tell plans apart. */
const TITLED_BY_PLAN_TYPE: readonly BenefitType[] = ["DENTAL", "LIFE", "FINANCIAL", "OTHER", "MEDICAL"];
const TYPE_IS_THE_NAME: readonly BenefitType[] = ["LIFE", "FINANCIAL", "OTHER"];

export interface PlanTitleInput {
  benefitType: BenefitType;
  planType: PlanType;
  planName: string;
  carrierId: number;
  pfmlState: UsState | null;
  benefitLevel: BenefitLevel | null;
}

export interface TitleContext {
  employerState: UsState | null;
  language: Language;
}

function isStateVarying(benefitType: BenefitType): benefitType is StateVaryingBenefitType {
  return benefitType === "GAP" || benefitType === "CRITICAL_ILLNESS";
}

/** The heading of a benefit group; Gap and Critical Illness take their state's name. */
export function benefitTypeName(benefitType: BenefitType, employerState: UsState | null, language: Language): string {
  if (!isStateVarying(benefitType)) return BENEFIT_TYPE_NAMES[benefitType][language];
  const english = stateBenefitName(benefitType, employerState);
  return language === "en" ? english : (STATE_NAME_TRANSLATIONS[english] ?? english);
}

export function planTypeName(planType: PlanType, language: Language): string {
  return PLAN_TYPE_NAMES[planType][language];
}

export function benefitLevelName(level: BenefitLevel, language: Language): string {
  return BENEFIT_LEVEL_NAMES[level][language];
}

function paidLeaveProgramme(plan: PlanTitleInput, context: TitleContext): string {
  const state = plan.pfmlState ?? context.employerState;
  const programme = state ? PAID_LEAVE_PROGRAMMES[state] : undefined;
  return programme?.[context.language] ?? planTypeName(plan.planType, context.language);
}

export function planTitle(plan: PlanTitleInput, context: TitleContext): string {
  if (plan.carrierId !== OWN_CARRIER_ID) return plan.planName;
  const { language } = context;
  if (plan.benefitType === "OTHER_SHORT_TERM_PAID_LEAVE") {
    return `${OWN_CARRIER_NAME} ${paidLeaveProgramme(plan, context)}`;
  }
  const parts = [OWN_CARRIER_NAME];
  // Life, financial and "other" plan types are complete names of their own ("Basic Life", "Flexible Spending Account").
  const typeIsTheName = TYPE_IS_THE_NAME.includes(plan.benefitType);
  if (!typeIsTheName) parts.push(benefitTypeName(plan.benefitType, context.employerState, language));
  if (TITLED_BY_PLAN_TYPE.includes(plan.benefitType) && plan.planType !== "VISION") {
    parts.push(planTypeName(plan.planType, language));
  }
  const level = plan.benefitLevel ? ` (${benefitLevelName(plan.benefitLevel, language)})` : "";
  return `${parts.join(" ")}${level}`;
}

const PRICE_TIERS: readonly string[] = MEDICAL_PRICE_TIERS;

export function priceTier(plan: { contentFlags: readonly ContentFlag[] }): "$" | "$$" | "$$$" | null {
  const tiers = plan.contentFlags.filter((flag): flag is "$" | "$$" | "$$$" => PRICE_TIERS.includes(flag));
  // A plan should carry one tier; with several, the highest is the honest one to show.
  return tiers.sort((a, b) => b.length - a.length)[0] ?? null;
}

export function planFeatureLabels(plan: { contentFlags: readonly ContentFlag[] }, language: Language): string[] {
  return plan.contentFlags.flatMap((flag) =>
    PRICE_TIERS.includes(flag) ? [] : [FEATURE_NAMES[flag as keyof typeof FEATURE_NAMES][language]],
  );
}
