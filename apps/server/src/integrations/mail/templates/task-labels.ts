/** Task names in e-mails, per language (the task ids of spec §2). */
import type { Language } from "@onboard/domain/common/environments";
import type { ClientTaskId, PolicyTaskId } from "@onboard/domain/tasks/task-ids";

export type TaskKey = ClientTaskId | PolicyTaskId;

export const TASK_LABELS: Record<Language, Record<TaskKey, string>> = {
  en: {
    "kickoff-call": "Kickoff call",
    "ongoing-service-call": "Ongoing service call",
    "onboarding-forms": "Onboarding forms",
    "prior-carrier-certificates": "Prior carrier certificates",
    "carrier-connect": "Carrier connect",
    "enrollment-resources": "Enrollment resources",
    "company-profile": "Company profile",
    "eif-submit-company-information": "Company information (EIF)",
    "prior-carrier-bills": "Prior carrier bills",
    "enrollment-elections": "Enrollment elections census",
    pfml: "Paid family and medical leave",
    "pfml-spd": "PFML summary plan description",
    "advisor-spd": "Advisor summary plan description",
    "dental-rollover": "Dental rollover",
    "deductible-maximum-report": "Deductible and maximum report",
  },
  es: {
    "kickoff-call": "Llamada de inicio",
    "ongoing-service-call": "Llamada de servicio continuo",
    "onboarding-forms": "Formularios de incorporación",
    "prior-carrier-certificates": "Certificados de la aseguradora anterior",
    "carrier-connect": "Conexión con la aseguradora",
    "enrollment-resources": "Recursos de inscripción",
    "company-profile": "Perfil de la empresa",
    "eif-submit-company-information": "Información de la empresa (EIF)",
    "prior-carrier-bills": "Facturas de la aseguradora anterior",
    "enrollment-elections": "Censo de elecciones de inscripción",
    pfml: "Licencia familiar y médica pagada",
    "pfml-spd": "Descripción resumida del plan de PFML",
    "advisor-spd": "Descripción resumida del plan del asesor",
    "dental-rollover": "Transferencia dental",
    "deductible-maximum-report": "Informe de deducibles y máximos",
  },
};
