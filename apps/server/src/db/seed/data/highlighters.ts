/** Highlighter text shown above each benefit type on explorer pages, in English and Spanish. */
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";

export const HIGHLIGHTERS: Record<BenefitType, { en: string; es: string }> = {
  MEDICAL: {
    en: "Compare deductibles and out-of-pocket maximums side by side.",
    es: "Compare deducibles y máximos de gastos de bolsillo lado a lado.",
  },
  DENTAL: {
    en: "Preventive cleanings and exams are covered at 100% in network.",
    es: "Las limpiezas y exámenes preventivos están cubiertos al 100% dentro de la red.",
  },
  VISION: {
    en: "Yearly eye exams plus allowances for frames or contacts.",
    es: "Exámenes de la vista anuales y asignaciones para marcos o lentes de contacto.",
  },
  ACCIDENT: {
    en: "Cash benefits for covered injuries, paid directly to you.",
    es: "Beneficios en efectivo por lesiones cubiertas, pagados directamente a usted.",
  },
  HOSPITAL_INDEMNITY: {
    en: "Helps with costs when you are admitted to the hospital.",
    es: "Ayuda con los gastos cuando usted es ingresado en el hospital.",
  },
  LIFE: {
    en: "Financial protection for the people who depend on you.",
    es: "Protección financiera para las personas que dependen de usted.",
  },
  CRITICAL_ILLNESS: {
    en: "A lump-sum benefit if you are diagnosed with a covered illness.",
    es: "Un pago único si le diagnostican una enfermedad cubierta.",
  },
  CANCER: {
    en: "Support for treatment costs after a cancer diagnosis.",
    es: "Apoyo con los costos de tratamiento después de un diagnóstico de cáncer.",
  },
  FINANCIAL: {
    en: "Set aside pre-tax dollars for eligible expenses.",
    es: "Aparte dólares antes de impuestos para gastos elegibles.",
  },
  SHORT_TERM_DISABILITY: {
    en: "Replaces part of your income if you cannot work for a short time.",
    es: "Reemplaza parte de sus ingresos si no puede trabajar por un período corto.",
  },
  LONG_TERM_DISABILITY: {
    en: "Income protection for longer illnesses or injuries.",
    es: "Protección de ingresos para enfermedades o lesiones prolongadas.",
  },
  GAP: {
    en: "Helps pay the deductible your medical plan leaves to you.",
    es: "Ayuda a pagar el deducible que su plan médico deja a su cargo.",
  },
  OTHER_SHORT_TERM_PAID_LEAVE: {
    en: "Paid time off to bond with a new child or care for family.",
    es: "Tiempo libre pagado para crear lazos con un nuevo hijo o cuidar a su familia.",
  },
  OTHER: {
    en: "More programs that support your health, wealth and well-being.",
    es: "Más programas que apoyan su salud, sus finanzas y su bienestar.",
  },
};
