/** Test fixtures: complete plans of each compared type, as the admin form sends them. */
import type { BenefitPlanFormValues } from "./benefit-plan-schema";

export const validPlan: BenefitPlanFormValues = {
  carrierId: 1,
  benefitType: "LIFE",
  planType: "BASIC_LIFE",
  planName: "Basic Life",
  contentFlags: ["AD&D"],
  benefitLevel: "BUY_UP",
};

export const medicalPlan: BenefitPlanFormValues = {
  carrierId: 2,
  legalEntity: "Bay State Health Insurance Company",
  benefitType: "MEDICAL",
  planType: "PPO",
  planName: "PPO 1000",
  contentFlags: ["$$"],
  medicalDeductibleIndividualInNetwork: 1000,
  medicalDeductibleIndividualOutOfNetwork: 2000,
  medicalDeductibleFamilyInNetwork: 2000,
  medicalDeductibleFamilyOutOfNetwork: 4000,
  medicalOutOfPocketMaximumIndividualInNetwork: 4000,
  medicalOutOfPocketMaximumIndividualOutOfNetwork: 8000,
  medicalOutOfPocketMaximumFamilyInNetwork: 8000,
  medicalOutOfPocketMaximumFamilyOutOfNetwork: 16000,
  medicalOutOfNetworkBenefits: true,
  medicalPcpCoordinationRequired: false,
  medicalPcpSpecialtyCareReferralRequired: false,
};

export const dentalPlan: BenefitPlanFormValues = {
  carrierId: 1,
  benefitType: "DENTAL",
  planType: "PPO",
  planName: "Dental PPO",
  prepaidDentalNetwork: "DENTAL_NETWORK_PPO",
  benefitLevel: "LOW_HIGH",
  dentalYearType: "CALENDAR",
  dentalOrthodonticServices: "CHILDREN",
  dentalOrthodonticMaximumChildAmount: 1500,
  dentalOrthodonticMaximumChildPercent: 50,
  dentalTypeOneInNetwork: 100,
  dentalTypeOneOutOfNetwork: 100,
  dentalTypeTwoInNetwork: 80,
  dentalTypeTwoOutOfNetwork: 80,
  dentalTypeThreeInNetwork: 50,
  dentalTypeThreeOutOfNetwork: 50,
};

export const dhmoPlan: BenefitPlanFormValues = {
  carrierId: 1,
  benefitType: "DENTAL",
  planType: "DHMO",
  planName: "Prepaid Dental",
  prepaidDentalNetwork: "UNITED_DENTAL_CARE",
  prepaidSitusState: "TX",
};

export const visionPlan: BenefitPlanFormValues = {
  carrierId: 1,
  benefitType: "VISION",
  planType: "VISION",
  planName: "Vision",
  visionExamInNetwork: 10,
  visionExamOutOfNetwork: 45,
  visionExamBiyearly: false,
  visionLensesInNetwork: 25,
  visionLensesOutOfNetwork: 40,
  visionFramesInNetwork: 150,
  visionFramesOutOfNetwork: 70,
  visionContactLensesInNetwork: 150,
  visionContactLensesOutOfNetwork: 105,
  visionContactLensExamInNetwork: 60,
  visionContactLensExamOutOfNetwork: 40,
  visionFramesOverPercent: 20,
};

export const fsaPlan: BenefitPlanFormValues = {
  carrierId: 7,
  legalEntity: "Meridian Benefit Accounts, LLC",
  benefitType: "FINANCIAL",
  planType: "FSA",
  planName: "Health FSA",
  financialFSAMoneyRollover: true,
  financialFSARolloverAmount: 640,
  financialFSARolloverDate: "2026-03-15",
};
