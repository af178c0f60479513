/**
 * Demo client 13: a large employer mid-way through its EIF, with 50 locations, 30 contacts and (in client-details.ts)
 * 20 employee classes. The EIF step-load benchmark (bench/eif-step-load.ts) loads its steps. Its explorer page is the
 * large site (twenty plans) of the explorer benchmarks.
 */
import type { UsState } from "@onboard/domain/common/us-states";
import type { ClientSeed, ContactSeed, LocationSeed } from "./client-types";

const CITIES: [string, UsState, string][] = [
  ["Pittsburgh", "PA", "15222"],
  ["Philadelphia", "PA", "19103"],
  ["Harrisburg", "PA", "17101"],
  ["Allentown", "PA", "18101"],
  ["Erie", "PA", "16501"],
  ["Columbus", "OH", "43215"],
  ["Cleveland", "OH", "44113"],
  ["Buffalo", "NY", "14202"],
  ["Baltimore", "MD", "21202"],
  ["Wilmington", "DE", "19801"],
];
const KINDS = ["Clinic", "Imaging Center", "Urgent Care", "Physical Therapy", "Laboratory"];
const FIRST = ["Avery", "Jordan", "Morgan", "Riley", "Casey", "Taylor", "Quinn", "Reese", "Drew", "Emerson"];
const LAST = ["Kowalski", "Okonkwo", "Lindqvist", "Ramirez", "Haddad"];
const TITLES = [
  "Practice Manager",
  "HR Generalist",
  "Payroll Specialist",
  "Benefits Coordinator",
  "Office Administrator",
];

export const LARGE_CLIENT_LOCATION_COUNT = 50;
export const LARGE_CLIENT_CONTACT_COUNT = 30;
export const LARGE_CLIENT_CLASS_COUNT = 20;

const locations: LocationSeed[] = Array.from({ length: LARGE_CLIENT_LOCATION_COUNT }, (_, i) => {
  const [city, state, zipCode] = CITIES[i % CITIES.length] ?? ["Pittsburgh", "PA", "15222"];
  return i === 0
    ? {
        name: "Summit Regional Health - Headquarters",
        address1: "600 Grant Street",
        address2: "Floor 40",
        city,
        state,
        zipCode,
        type: "HEADQUARTERS",
      }
    : {
        name: `Summit ${city} ${KINDS[i % KINDS.length]} ${Math.floor(i / CITIES.length) + 1}`,
        address1: `${100 + i * 7} Market Street`,
        city,
        state,
        zipCode,
        type: i % 12 === 0 ? "SUBSIDIARY" : "BRANCH",
      };
});

const contacts: ContactSeed[] = Array.from({ length: LARGE_CLIENT_CONTACT_COUNT }, (_, i) => ({
  firstName: FIRST[i % FIRST.length] ?? "Avery",
  lastName: `${LAST[i % LAST.length]}${i >= LAST.length ? `-${Math.floor(i / LAST.length) + 1}` : ""}`,
  title: TITLES[i % TITLES.length] ?? "Practice Manager",
  phone: `(412) 555-${String(1000 + i).slice(-4)}`,
  type: i === 0 ? "PRIMARY_WEB_ADMIN" : i < 6 ? "WEB_ADMIN" : null,
  access:
    i === 0
      ? ["claims", "billing", "payments", "documents", "memberChanges"]
      : i % 2 === 0
        ? ["billing", "documents"]
        : ["memberChanges"],
}));

export const LARGE_CLIENT: ClientSeed = {
  key: "summit",
  name: "Summit Regional Health Partners",
  domain: "summitregional.example.org",
  caseId: "433916",
  ticketId: "ONB-2410",
  phase: "INFO_GATHERING",
  completedSetup: true,
  implementationType: "NEW_IMPLEMENTATION",
  isBenefitsExplorer: true,
  employees: 6400,
  taxId: "25-1960437",
  anniversaryMonth: 4,
  consultant: 1,
  priorCarrier: "Allegheny Mutual Benefit Society",
  locations,
  contacts,
  policies: [
    {
      number: "2580310",
      coverages: ["STD", "LTD", "BASIC_LIFE", "VOLUNTARY_LIFE"],
      situs: "PA",
      effectiveInDays: 75,
      billing: "LIST",
    },
    {
      number: "2580311",
      coverages: ["DENTAL", "VISION", "ACCIDENT"],
      situs: "PA",
      effectiveInDays: 75,
      billing: "SELF",
    },
  ],
};
