/**
 * Documents: plan-summary PDFs for explorer plans (English and Spanish), prior-carrier certificates and bills,
 * enrollment guides, carrier-wide resources and a signed EIF summary. Each is a real PDF put in FileStorage.
 */
import type { DocumentCategory } from "@onboard/domain/clients/enums";
import type { BenefitType } from "@onboard/domain/explorer/benefit-types";
import { documents } from "../schema/index";
import { EXPLORER_PAGE_SEEDS } from "./data/explorer-pages-data";
import type { ExplorerPlanSeed } from "./data/explorer-types";
import { at } from "./dates";
import { seedId, sha256Hex } from "./ids";
import { clientIdOf, policyIdOf } from "./keys";
import { type PdfContent, renderPdf } from "./pdf";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

interface DocumentSeed {
  key: string;
  clientKey: string | null;
  policyNumber?: string;
  category: DocumentCategory;
  name: string;
  language: "en" | "es" | null;
  benefitType?: BenefitType;
  updatedByKey: string;
  createdDaysAgo: number;
  content: Omit<PdfContent, "createdAt">;
}

export const documentIdOf = (key: string) => seedId("document", key);
export const planSummaryKey = (pageKey: string, planKey: string, language: "en" | "es") =>
  `plan-summary:${pageKey}:${planKey}:${language}`;

const FOOTER = "This summary is for illustration only. The group policy and certificate govern the coverage.";
const FOOTER_ES = "Este resumen es solo ilustrativo. La póliza grupal y el certificado rigen la cobertura.";

const money = (n: number) => `$${n.toLocaleString("en-US")}`;

function summaryRows(plan: ExplorerPlanSeed, es: boolean): [string, string][] {
  const na = es ? "No aplica" : "Not applicable";
  const pair = (a: [number, number | null], i: 0 | 1) => (a[i] === null ? na : money(a[i] as number));
  if (plan.medical) {
    const { deductible: d, outOfPocketMaximum: o } = plan.medical;
    return [
      [
        es ? "Deducible individual (en la red / fuera de la red)" : "Individual deductible (in / out of network)",
        `${pair(d.individual, 0)} / ${pair(d.individual, 1)}`,
      ],
      [
        es ? "Deducible familiar (en la red / fuera de la red)" : "Family deductible (in / out of network)",
        `${pair(d.family, 0)} / ${pair(d.family, 1)}`,
      ],
      [
        es ? "Máximo de bolsillo individual" : "Individual out-of-pocket maximum",
        `${pair(o.individual, 0)} / ${pair(o.individual, 1)}`,
      ],
      [
        es ? "Máximo de bolsillo familiar" : "Family out-of-pocket maximum",
        `${pair(o.family, 0)} / ${pair(o.family, 1)}`,
      ],
    ];
  }
  if (plan.dental) {
    const t = plan.dental;
    return [
      [es ? "Preventivo (Tipo I)" : "Preventive (Type I)", `${t.typeOne[0]}% / ${t.typeOne[1]}%`],
      [es ? "Básico (Tipo II)" : "Basic (Type II)", `${t.typeTwo[0]}% / ${t.typeTwo[1]}%`],
      [es ? "Mayor (Tipo III)" : "Major (Type III)", `${t.typeThree[0]}% / ${t.typeThree[1]}%`],
      [
        es ? "Ortodoncia infantil" : "Child orthodontia",
        t.orthodonticChild ? `${money(t.orthodonticChild.amount)} at ${t.orthodonticChild.percent}%` : na,
      ],
    ];
  }
  if (plan.vision) {
    const v = plan.vision;
    return [
      [es ? "Copago del examen de la vista" : "Eye exam copay", money(v.exam[0])],
      [es ? "Asignación para marcos" : "Frames allowance", money(v.frames[0])],
      [es ? "Asignación para lentes de contacto" : "Contact lens allowance", money(v.contactLenses[0])],
    ];
  }
  return [[es ? "Administrado por" : "Underwritten or administered by", plan.carrier.legalEntity ?? "Sun Life"]];
}

function planSummarySeeds(): DocumentSeed[] {
  return EXPLORER_PAGE_SEEDS.flatMap((page) =>
    page.plans.flatMap((plan) =>
      (plan.summaries ?? []).map((language) => {
        const es = language === "es";
        return {
          key: planSummaryKey(page.key, plan.key, language),
          clientKey: page.clientKey,
          category: "plan-summary" as const,
          name: `${plan.planName} - ${es ? "Resumen de beneficios" : "Summary of Benefits"}.pdf`,
          language,
          benefitType: plan.benefitType,
          updatedByKey: page.ownerKey,
          createdDaysAgo: 40,
          content: {
            title: es ? "Resumen de beneficios" : "Summary of Benefits",
            subtitle: `${plan.planName} - ${page.name}`,
            paragraphs: [
              es
                ? "Este documento resume las características principales del plan. Consulte el certificado para conocer todos los detalles, limitaciones y exclusiones."
                : "This document summarizes the main features of the plan. See your certificate for full details, limitations and exclusions.",
            ],
            rows: summaryRows(plan, es),
            footer: es ? FOOTER_ES : FOOTER,
          },
        };
      }),
    ),
  );
}

const OTHER_DOCUMENTS: DocumentSeed[] = [
  {
    key: "cert:harborview:std",
    clientKey: "harborview",
    policyNumber: "2417583",
    category: "prior-carrier-certificates",
    language: null,
    updatedByKey: "benadmin1",
    createdDaysAgo: 150,
    name: "Bay Colony Mutual - STD Certificate of Coverage.pdf",
    content: {
      title: "Certificate of Coverage",
      subtitle: "Bay Colony Mutual Life Insurance Company - Group Short Term Disability",
      paragraphs: [
        "Policyholder: Harborview Medical Group",
        "Group policy BCM-55120, in force through the prior plan year.",
      ],
      rows: [
        ["Benefit", "60% of weekly earnings"],
        ["Maximum weekly benefit", "$1,500"],
        ["Elimination period", "7 days"],
      ],
      footer: "Prior carrier document supplied by the policyholder.",
    },
  },
  {
    key: "cert:cascade:ltd",
    clientKey: "cascade",
    policyNumber: "2520114",
    category: "prior-carrier-certificates",
    language: null,
    updatedByKey: "benadmin2",
    createdDaysAgo: 35,
    name: "Columbia Northwest Life - LTD Certificate.pdf",
    content: {
      title: "Certificate of Insurance",
      subtitle: "Columbia Northwest Life Insurance Company - Group Long Term Disability",
      paragraphs: ["Policyholder: Cascade Timber Products, Inc.", "Group policy CNW-88314."],
      rows: [
        ["Benefit", "60% of monthly earnings"],
        ["Maximum monthly benefit", "$10,000"],
        ["Elimination period", "90 days"],
      ],
      footer: "Prior carrier document supplied by the policyholder.",
    },
  },
  {
    key: "cert:lonestar:life",
    clientKey: "lonestar",
    policyNumber: "2533871",
    category: "prior-carrier-certificates",
    language: null,
    updatedByKey: "benadmin3",
    createdDaysAgo: 20,
    name: "Southwest Guaranty Life - Group Life Certificate.pdf",
    content: {
      title: "Certificate of Insurance",
      subtitle: "Southwest Guaranty Life Insurance Company - Group Term Life and AD&D",
      paragraphs: ["Policyholder: Lone Star Logistics LLC", "Group policy SGL-20931."],
      rows: [
        ["Basic life benefit", "1x annual earnings"],
        ["Maximum", "$50,000"],
      ],
      footer: "Prior carrier document supplied by the policyholder.",
    },
  },
  {
    key: "bill:cascade:2520114",
    clientKey: "cascade",
    policyNumber: "2520114",
    category: "prior-carrier-bills",
    language: null,
    updatedByKey: "benadmin2",
    createdDaysAgo: 33,
    name: "Columbia Northwest Life - Premium Statement.pdf",
    content: {
      title: "Premium Statement",
      subtitle: "Columbia Northwest Life Insurance Company",
      paragraphs: ["Bill to: Cascade Timber Products, Inc., 8800 SW Nimbus Avenue, Beaverton, OR 97008"],
      rows: [
        ["Long Term Disability", "$6,412.80"],
        ["Basic Life and AD&D", "$2,118.40"],
        ["Total due", "$8,531.20"],
      ],
      footer: "Prior carrier document supplied by the policyholder.",
    },
  },
  {
    key: "guide:harborview:en",
    clientKey: "harborview",
    category: "enrollment-resources",
    language: "en",
    updatedByKey: "admin1",
    createdDaysAgo: 45,
    name: "Harborview Benefits Enrollment Guide.pdf",
    content: {
      title: "Benefits Enrollment Guide",
      subtitle: "Harborview Medical Group",
      paragraphs: [
        "Open enrollment is your once-a-year chance to choose your benefits.",
        "Review your options on the Harborview benefits explorer, then enroll through bswift.",
      ],
      footer: FOOTER,
    },
  },
  {
    key: "guide:harborview:es",
    clientKey: "harborview",
    category: "enrollment-resources",
    language: "es",
    updatedByKey: "admin1",
    createdDaysAgo: 45,
    name: "Guía de inscripción en beneficios de Harborview.pdf",
    content: {
      title: "Guía de inscripción en beneficios",
      subtitle: "Harborview Medical Group",
      paragraphs: [
        "La inscripción abierta es su oportunidad anual de elegir sus beneficios.",
        "Revise sus opciones en el explorador de beneficios de Harborview y luego inscríbase a través de bswift.",
      ],
      footer: FOOTER_ES,
    },
  },
  {
    key: "resource:disability-claim",
    clientKey: null,
    category: "employee-resources",
    language: "en",
    updatedByKey: "owner",
    createdDaysAgo: 200,
    name: "How to File a Disability Claim.pdf",
    content: {
      title: "How to File a Disability Claim",
      subtitle: "Employee resource",
      paragraphs: [
        "Call or file online as soon as you know you will miss work.",
        "Have your employer's name, your policy number and your doctor's contact details ready.",
      ],
      footer: FOOTER,
    },
  },
  {
    key: "resource:leave-guide",
    clientKey: null,
    category: "employer-resources",
    language: "en",
    updatedByKey: "owner",
    createdDaysAgo: 200,
    name: "Employer Guide to Leave Administration.pdf",
    content: {
      title: "Employer Guide to Leave Administration",
      subtitle: "Employer resource",
      paragraphs: [
        "How state paid leave programs interact with disability coverage, and what to send us when an employee goes on leave.",
      ],
      footer: FOOTER,
    },
  },
  {
    key: "eif-summary:cascade",
    clientKey: "cascade",
    category: "eif-summary",
    language: "en",
    updatedByKey: "benadmin2",
    createdDaysAgo: 18,
    name: "Cascade Timber Products - Company Information Summary.pdf",
    content: {
      title: "Company Information Summary",
      subtitle: "Cascade Timber Products, Inc. - case 425516",
      paragraphs: ["Signed electronically by Kevin O'Brien, Benefits Administrator."],
      rows: [
        ["Policies", "2520114, 2520115"],
        ["Employees", "612"],
        ["Billing", "List bill, multiple bills"],
      ],
      footer: FOOTER,
    },
  },
  {
    key: "form:cascade:application",
    clientKey: "cascade",
    category: "onboarding-forms",
    language: "en",
    updatedByKey: "benadmin2",
    createdDaysAgo: 25,
    name: "Group Application - signed.pdf",
    content: {
      title: "Group Application",
      subtitle: "Cascade Timber Products, Inc.",
      paragraphs: [
        "Application for group Short Term Disability, Long Term Disability, Basic Life and AD&D, and Paid Leave Oregon coverage.",
      ],
      rows: [
        ["Signed by", "Kevin O'Brien"],
        ["Title", "Benefits Administrator"],
      ],
      footer: FOOTER,
    },
  },
];

export async function seedDocuments({ tx, today, storage }: SeedContext): Promise<void> {
  const seeds = [...planSummarySeeds(), ...OTHER_DOCUMENTS];
  const rows = [];
  for (const d of seeds) {
    const id = documentIdOf(d.key);
    const createdAt = at(today, -d.createdDaysAgo, 15);
    const bytes = await renderPdf({ ...d.content, createdAt });
    const storageKey = d.clientKey
      ? `clients/${clientIdOf(d.clientKey)}/documents/${id}.pdf`
      : `shared/documents/${id}.pdf`;
    await storage.put(storageKey, bytes, "application/pdf");
    rows.push({
      id,
      clientId: d.clientKey ? clientIdOf(d.clientKey) : null,
      policyId: d.policyNumber ? policyIdOf(d.policyNumber) : null,
      category: d.category,
      processStatus: "COMPLETED" as const,
      name: d.name,
      mimeType: "application/pdf",
      sizeBytes: bytes.byteLength,
      sha256: sha256Hex(bytes),
      storageKey,
      language: d.language,
      benefitType: d.benefitType ?? null,
      updatedByUserId: userIdOf(d.updatedByKey),
      createdAt,
      updatedAt: createdAt,
    });
  }
  await tx.insert(documents).values(rows);
}
