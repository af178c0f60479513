/** EIF detail for the clients furthest along: bills, subsidiaries, employee classes, outside signer and post-signature changes. */
import {
  additionalCompensations,
  billGroupedLocations,
  bills,
  changeLogEntries,
  changeRecords,
  employeeClasses,
  employeeClassPlans,
  monthlyClaimsReportMailingLocations,
  outsideSigners,
  subsidiaries,
} from "../schema/index";
import type { SlfCoverage } from "./data/client-types";
import { clientSeed } from "./data/clients-data";
import { at } from "./dates";
import { seedId, sha256Hex } from "./ids";
import { clientIdOf, contactEmail, contactIdOf, locationIdOf, planIdOf, policyIdOf } from "./keys";
import type { SeedContext } from "./seed-context";
import { userIdOf } from "./users";

interface ClassSeed {
  clientKey: string;
  name: string;
  description: string;
  employmentTypes: string[];
  minimumHoursPerWeek: number;
  waitingDays: number;
  /** Employer share of the premium per coverage; the rest is the employee's. */
  employerPercent: Partial<Record<SlfCoverage, number>>;
}

const CLASSES: ClassSeed[] = [
  {
    clientKey: "harborview",
    name: "Physicians",
    description: "Physicians and advanced practice clinicians",
    employmentTypes: ["FULL_TIME"],
    minimumHoursPerWeek: 30,
    waitingDays: 0,
    employerPercent: { STD: 100, LTD: 100, PFML: 40, BASIC_LIFE: 100, VOLUNTARY_LIFE: 0, DENTAL: 75, VISION: 50 },
  },
  {
    clientKey: "harborview",
    name: "All Other Full-Time Staff",
    description: "Nursing, clinical support and administrative staff",
    employmentTypes: ["FULL_TIME"],
    minimumHoursPerWeek: 30,
    waitingDays: 30,
    employerPercent: { STD: 100, LTD: 100, PFML: 40, BASIC_LIFE: 100, VOLUNTARY_LIFE: 0, DENTAL: 75, VISION: 50 },
  },
  {
    clientKey: "cascade",
    name: "Salaried Employees",
    description: "Exempt office and management employees",
    employmentTypes: ["FULL_TIME"],
    minimumHoursPerWeek: 30,
    waitingDays: 30,
    employerPercent: { STD: 100, LTD: 100, BASIC_LIFE: 100 },
  },
  {
    clientKey: "cascade",
    name: "Hourly Mill Employees",
    description: "Hourly sawmill and millwork employees, including union members",
    employmentTypes: ["FULL_TIME", "UNION"],
    minimumHoursPerWeek: 32,
    waitingDays: 90,
    employerPercent: { STD: 100, LTD: 50, BASIC_LIFE: 100 },
  },
  {
    clientKey: "lonestar",
    name: "Drivers",
    description: "CDL drivers, full-time",
    employmentTypes: ["FULL_TIME"],
    minimumHoursPerWeek: 30,
    waitingDays: 60,
    employerPercent: { BASIC_LIFE: 100, VOLUNTARY_LIFE: 0, ACCIDENT: 0, CRITICAL_ILLNESS: 0, DENTAL: 50 },
  },
  {
    clientKey: "lonestar",
    name: "Office and Warehouse Staff",
    description: "All other full-time employees",
    employmentTypes: ["FULL_TIME"],
    minimumHoursPerWeek: 30,
    waitingDays: 30,
    employerPercent: { BASIC_LIFE: 100, VOLUNTARY_LIFE: 0, ACCIDENT: 0, CRITICAL_ILLNESS: 0, DENTAL: 50 },
  },
];

/** The large demo client's 20 classes: one per job family and status. */
const SUMMIT_FAMILIES = ["Physicians", "Nurses", "Therapists", "Technologists", "Administrative Staff"];
const SUMMIT_STATUSES = [
  { label: "Full-Time", types: ["FULL_TIME"], hours: 30, waitingDays: 30 },
  { label: "Part-Time", types: ["PART_TIME"], hours: 20, waitingDays: 60 },
  { label: "Per Diem", types: ["PART_TIME", "HOURLY"], hours: 16, waitingDays: 90 },
  { label: "Union", types: ["FULL_TIME", "UNION"], hours: 32, waitingDays: 30 },
];
CLASSES.push(
  ...SUMMIT_FAMILIES.flatMap((family) =>
    SUMMIT_STATUSES.map((status) => ({
      clientKey: "summit",
      name: `${family} - ${status.label}`,
      description: `${status.label} ${family.toLowerCase()}`,
      employmentTypes: status.types,
      minimumHoursPerWeek: status.hours,
      waitingDays: status.waitingDays,
      employerPercent: {
        STD: 100,
        LTD: 100,
        BASIC_LIFE: 100,
        VOLUNTARY_LIFE: 0,
        DENTAL: status.label === "Full-Time" ? 80 : 50,
        VISION: 50,
        ACCIDENT: 0,
      },
    })),
  ),
);

const classIdOf = (clientKey: string, name: string) => seedId("employee-class", `${clientKey}:${name}`);

export async function seedClientDetails({ tx, today }: SeedContext): Promise<void> {
  await seedEmployeeClasses({ tx, today });

  await tx.insert(bills).values([
    {
      id: seedId("bill", "harborview:1"),
      clientId: clientIdOf("harborview"),
      policyId: null,
      name: "Harborview Consolidated Bill",
      contactId: contactIdOf("harborview", 1),
      locationId: locationIdOf("harborview", 0),
      categoriesByLocation: [
        { locationId: locationIdOf("harborview", 0), categories: ["Physicians", "All Other Full-Time Staff"] },
        { locationId: locationIdOf("harborview", 1), categories: ["All Other Full-Time Staff"] },
      ],
    },
    {
      id: seedId("bill", "cascade:1"),
      clientId: clientIdOf("cascade"),
      policyId: null,
      name: "Corporate Office Bill",
      contactId: contactIdOf("cascade", 1),
      locationId: locationIdOf("cascade", 0),
      categoriesByLocation: [{ locationId: locationIdOf("cascade", 0), categories: ["Salaried Employees"] }],
    },
    {
      id: seedId("bill", "cascade:2"),
      clientId: clientIdOf("cascade"),
      policyId: policyIdOf("2520114"),
      name: "Mill Operations Bill",
      contactId: contactIdOf("cascade", 2),
      locationId: locationIdOf("cascade", 1),
      categoriesByLocation: [
        { locationId: locationIdOf("cascade", 1), categories: ["Hourly Mill Employees"] },
        { locationId: locationIdOf("cascade", 2), categories: ["Hourly Mill Employees"] },
      ],
    },
    {
      id: seedId("bill", "cascade:3"),
      clientId: clientIdOf("cascade"),
      policyId: policyIdOf("2520114"),
      name: "Longview Bill (merged into Mill Operations)",
      contactId: contactIdOf("cascade", 2),
      locationId: locationIdOf("cascade", 2),
      categoriesByLocation: [],
      deletedAt: at(today, -9, 15),
    },
  ]);
  await tx.insert(billGroupedLocations).values([
    { billId: seedId("bill", "harborview:1"), locationId: locationIdOf("harborview", 1) },
    { billId: seedId("bill", "cascade:2"), locationId: locationIdOf("cascade", 2) },
  ]);
  await tx.insert(subsidiaries).values([
    {
      id: seedId("subsidiary", "cascade:1"),
      clientId: clientIdOf("cascade"),
      locationId: locationIdOf("cascade", 2),
      taxId: "91-2236418",
    },
  ]);
  await tx.insert(monthlyClaimsReportMailingLocations).values([
    {
      id: seedId("mcr-mailing", "harborview:1"),
      clientId: clientIdOf("harborview"),
      policyId: policyIdOf("2417583"),
      locationId: locationIdOf("harborview", 0),
      contactId: contactIdOf("harborview", 0),
    },
    {
      id: seedId("mcr-mailing", "cascade:1"),
      clientId: clientIdOf("cascade"),
      policyId: policyIdOf("2520114"),
      locationId: locationIdOf("cascade", 0),
      contactId: contactIdOf("cascade", 0),
    },
  ]);

  const lonestar = clientSeed("lonestar");
  const cfo = lonestar.contacts[1];
  if (cfo) {
    await tx.insert(outsideSigners).values({
      id: seedId("outside-signer", "lonestar"),
      clientId: clientIdOf("lonestar"),
      firstName: cfo.firstName,
      lastName: cfo.lastName,
      email: contactEmail(lonestar, cfo),
      title: cfo.title,
      // The seed never reveals a usable token: only the hash of a throw-away value is stored.
      tokenHash: sha256Hex("demo-outside-signer-token:lonestar"),
      tokenIssuedAt: at(today, -2, 16),
      tokenExpiresAt: at(today, 12, 16),
      invitedByUserId: userIdOf("benadmin3"),
    });
  }

  await seedChanges({ tx, today });
}

async function seedEmployeeClasses({ tx }: Pick<SeedContext, "tx" | "today">): Promise<void> {
  await tx.insert(employeeClasses).values(
    CLASSES.map((k) => ({
      id: classIdOf(k.clientKey, k.name),
      clientId: clientIdOf(k.clientKey),
      name: k.name,
      description: k.description,
      employmentTypes: k.employmentTypes,
      minimumHoursPerWeek: k.minimumHoursPerWeek,
      qpsClasses:
        k.clientKey === "lonestar"
          ? []
          : [
              {
                classId: k.name.startsWith("Physicians") || k.name.startsWith("Salaried") ? "A" : "B",
                description: k.name,
              },
            ],
    })),
  );
  await tx.insert(employeeClassPlans).values(
    CLASSES.flatMap((k) =>
      clientSeed(k.clientKey).policies.flatMap((p) =>
        p.coverages.flatMap((coverage) => {
          const employer = k.employerPercent[coverage];
          if (employer === undefined) return [];
          return [
            {
              id: seedId("employee-class-plan", `${k.clientKey}:${k.name}:${p.number}:${coverage}`),
              employeeClassId: classIdOf(k.clientKey, k.name),
              planId: planIdOf(p.number, coverage),
              waitingPeriodRule: k.waitingDays === 0 ? "DATE_OF_HIRE" : "FIRST_OF_MONTH_FOLLOWING",
              waitingPeriodValue: k.waitingDays === 0 ? null : k.waitingDays,
              waitingPeriodUnit: k.waitingDays === 0 ? null : ("DAYS" as const),
              contributionType: employer === 100 ? ("FULLY_EMPLOYER_PAID" as const) : ("SHARED" as const),
              employerContributionPercent: employer,
              employeeContributionPercent: 100 - employer,
              taxTreatment:
                employer === 100
                  ? ("PRE_TAX" as const)
                  : employer === 0
                    ? ("POST_TAX" as const)
                    : ("TAX_CHOICE" as const),
            },
          ];
        }),
      ),
    ),
  );
  await tx.insert(additionalCompensations).values([
    {
      id: seedId("additional-compensation", "harborview:bonus"),
      clientId: clientIdOf("harborview"),
      employeeClassId: classIdOf("harborview", "Physicians"),
      compensationType: "BONUS" as const,
      isIncluded: true,
      averagingPeriodMonths: 12,
    },
    {
      id: seedId("additional-compensation", "cascade:overtime"),
      clientId: clientIdOf("cascade"),
      employeeClassId: classIdOf("cascade", "Hourly Mill Employees"),
      compensationType: "OVERTIME" as const,
      isIncluded: false,
      averagingPeriodMonths: null,
    },
    {
      id: seedId("additional-compensation", "cascade:shift"),
      clientId: clientIdOf("cascade"),
      employeeClassId: classIdOf("cascade", "Hourly Mill Employees"),
      compensationType: "SHIFT_DIFFERENTIAL" as const,
      isIncluded: true,
      averagingPeriodMonths: 12,
    },
    {
      id: seedId("additional-compensation", "lonestar:commission"),
      clientId: clientIdOf("lonestar"),
      employeeClassId: null,
      compensationType: "COMMISSION" as const,
      isIncluded: false,
      averagingPeriodMonths: null,
    },
  ]);
}

/** Cascade Timber signed its EIF 18 days ago and has since edited it: changes in every review status. */
async function seedChanges({ tx, today }: Pick<SeedContext, "tx" | "today">): Promise<void> {
  const clientId = clientIdOf("cascade");
  const editor = userIdOf("benadmin2");
  const reviewer = userIdOf("admin1");
  const hourly = classIdOf("cascade", "Hourly Mill Employees");
  await tx.insert(changeRecords).values([
    {
      id: seedId("change-record", 1),
      clientId,
      entity: "location",
      entityId: locationIdOf("cascade", 1),
      attributeKey: "address2",
      value: "Building B",
      previousValue: null,
      status: "accepted" as const,
      createdByUserId: editor,
      reviewedAt: at(today, -8, 10),
      reviewedByUserId: reviewer,
      createdAt: at(today, -12, 9),
    },
    {
      id: seedId("change-record", 2),
      clientId,
      entity: "employeeClass",
      entityId: hourly,
      attributeKey: "minimumHoursPerWeek",
      value: 30,
      previousValue: 32,
      status: "declined" as const,
      createdByUserId: editor,
      reviewedAt: at(today, -7, 14),
      reviewedByUserId: reviewer,
      createdAt: at(today, -11, 16),
    },
    {
      id: seedId("change-record", 3),
      clientId,
      entity: "contact",
      entityId: contactIdOf("cascade", 2),
      attributeKey: "phoneNumber",
      value: "(541) 555-0124",
      previousValue: "(541) 555-0118",
      status: "pending" as const,
      createdByUserId: editor,
      createdAt: at(today, -4, 11),
    },
    {
      id: seedId("change-record", 4),
      clientId,
      entity: "clientPlanDesign",
      entityId: seedId("client-plan-design", "cascade"),
      attributeKey: "pfmlMinimumIntermittentLeave",
      value: "ONE_HOUR",
      previousValue: "FOUR_HOURS",
      status: "pending" as const,
      createdByUserId: editor,
      createdAt: at(today, -4, 11, 20),
    },
  ]);
  await tx.insert(changeLogEntries).values([
    {
      id: seedId("change-log-entry", 1),
      clientId,
      changedByUserId: reviewer,
      createdAt: at(today, -8, 10),
      changeDetails: {
        section: "company-information",
        summary: "Springfield Sawmill address updated",
        changes: [
          {
            entity: "location",
            entityId: locationIdOf("cascade", 1),
            attributeKey: "address2",
            from: null,
            to: "Building B",
          },
        ],
      },
    },
    {
      id: seedId("change-log-entry", 2),
      clientId,
      changedByUserId: reviewer,
      createdAt: at(today, -7, 14),
      changeDetails: {
        section: "plan-configuration-&-eligibility",
        summary: "Hourly class eligibility change declined",
        changes: [{ entity: "employeeClass", entityId: hourly, attributeKey: "minimumHoursPerWeek", from: 32, to: 32 }],
      },
    },
  ]);
}
