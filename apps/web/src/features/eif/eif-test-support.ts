/**
 * Test helpers for the EIF screens: a draft as the server answers it (its outline computed by the domain, as the
 * server does), a stateful fake of GET/PATCH .../draft with versions and If-Match, and a draft ready to sign.
 */
import { EIF_ANSWER_FIELDS, type EifAnswers } from "@onboard/domain/eif/eif-answers";
import type { EifDraftResponse, EifLocation, EifPlan, EifPolicy } from "@onboard/domain/eif/eif-draft-schemas";
import { buildEifOutline } from "@onboard/domain/eif/sub-step-issues";
import type { Mock } from "vitest";
import { answerByMethod, json } from "../../test/fake-fetch";

export const CLIENT_ID = "c1";
export const DRAFT_PATH = "/api/clients/c1/draft";

export function policy(overrides: Partial<EifPolicy> = {}): EifPolicy {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    policyNumber: "900100",
    primaryPolicy: true,
    coverages: ["STD", "LTD", "BASIC_LIFE"],
    situs: "NY",
    policyEffective: "2025-07-01",
    billingAdministrationType: null,
    billingStructureType: null,
    billPayrollCycles: null,
    advanceOrArrears: null,
    benAdminPlatformId: null,
    ...overrides,
  };
}

export function location(overrides: Partial<EifLocation> = {}): EifLocation {
  return {
    id: "22222222-2222-4222-8222-222222222222",
    name: "Main Office",
    address1: "1 Harbor Way",
    address2: null,
    city: "Boston",
    state: "MA",
    zipCode: "02110",
    locationType: "HEADQUARTERS",
    version: 1,
    ...overrides,
  };
}

export function plan(overrides: Partial<EifPlan> = {}): EifPlan {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    policyId: policy().id,
    benefitType: "STD",
    name: "Short Term Disability",
    claimsCheckPayee: null,
    sendClaimsCheckTo: null,
    payeeContactId: null,
    carrierName: null,
    terminationDate: null,
    pfmlOption: null,
    pfmlState: null,
    pfmlContributionType: null,
    pfmlEmployerContributionPercent: null,
    pfmlEmployeeContributionPercent: null,
    version: 1,
    ...overrides,
  };
}

export function emptyAnswers(overrides: Partial<EifAnswers> = {}): EifAnswers {
  return { ...(Object.fromEntries(EIF_ANSWER_FIELDS.map((field) => [field, null])) as EifAnswers), ...overrides };
}

export interface DraftFixture {
  version?: number;
  answers?: Partial<EifAnswers>;
  policies?: EifPolicy[];
  plans?: EifPlan[];
  locations?: EifLocation[];
  counts?: Partial<EifDraftResponse["counts"]>;
  eifSignedAt?: string | null;
}

/** A draft as GET .../draft answers it, with the outline the server would compute. */
export function draftOf(fixture: DraftFixture = {}): EifDraftResponse {
  const snapshot = {
    answers: emptyAnswers(fixture.answers),
    policies: fixture.policies ?? [policy()],
    plans: fixture.plans ?? [plan()],
    locations: fixture.locations ?? [],
    counts: {
      contacts: 0,
      bills: 0,
      employeeClasses: 0,
      subsidiaries: 0,
      monthlyClaimsReportMailingLocations: 0,
      ...fixture.counts,
    },
    eifSignedAt: fixture.eifSignedAt ?? null,
  };
  return {
    clientId: CLIENT_ID,
    clientName: "Harborview Logistics",
    version: fixture.version ?? 1,
    ...snapshot,
    outline: buildEifOutline(snapshot),
    updatedAt: null,
  };
}

export interface FakeDraftServer {
  current: () => EifDraftResponse;
  /** Someone else saves: the version moves on. */
  bump: (answers?: Partial<EifAnswers>) => void;
  /** Answers the next PATCHes with no response (fetch rejects) while true. */
  setOffline: (isOffline: boolean) => void;
  patches: () => { ifMatch: string | null; body: Record<string, unknown> }[];
}

/** GET and PATCH .../draft with versions: a PATCH whose If-Match is stale gets 412, as the server does. */
export function fakeDraftServer(fetchMock: Mock, initial: EifDraftResponse): FakeDraftServer {
  let draft = initial;
  let isOffline = false;
  const patches: { ifMatch: string | null; body: Record<string, unknown> }[] = [];
  const rebuild = (answers: Record<string, unknown>, version: number) => {
    draft = draftOf({ ...draft, answers: { ...draft.answers, ...answers } as Partial<EifAnswers>, version });
  };
  answerByMethod(fetchMock, (path, method, init) => {
    if (path !== DRAFT_PATH) return undefined;
    if (method === "GET") return json(draft, 200, { ETag: `"${draft.version}"` });
    if (method !== "PATCH") return undefined;
    if (isOffline) return Promise.reject(new TypeError("Failed to fetch"));
    const headers = new Headers(init?.headers);
    const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
    patches.push({ ifMatch: headers.get("If-Match"), body });
    if (headers.get("If-Match") !== `"${draft.version}"`) {
      return json({ message: "stale", code: "PRECONDITION_FAILED" }, 412);
    }
    rebuild((body.answers ?? {}) as Record<string, unknown>, draft.version + 1);
    return json(draft, 200, { ETag: `"${draft.version}"` });
  });
  return {
    current: () => draft,
    bump: (answers = {}) => rebuild(answers, draft.version + 1),
    setOffline: (value) => {
      isOffline = value;
    },
    patches: () => patches,
  };
}

/** A dental-only client with every answer the signature needs (version 7, unless told). */
export function completeDraft(overrides: Pick<DraftFixture, "version" | "eifSignedAt"> = {}): EifDraftResponse {
  const billing = {
    billingAdministrationType: "LIST" as const,
    billingStructureType: "SINGLE" as const,
    billPayrollCycles: ["MONTHLY" as const],
    advanceOrArrears: "ADVANCE" as const,
  };
  return draftOf({
    version: 7,
    policies: [policy({ coverages: ["DENTAL"], situs: "MA", ...billing })],
    plans: [plan({ benefitType: "DENTAL" })],
    locations: [location()],
    counts: { contacts: 1, employeeClasses: 1, monthlyClaimsReportMailingLocations: 1 },
    answers: {
      legalName: "Harborview Logistics LLC",
      taxId: "12-3456789",
      natureOfBusiness: "Freight",
      industrySegment: "MANUFACTURING",
      employeesNumber: 40,
      isEapOnlyBlended: false,
      hasEmployeesInMultipleStates: false,
      headquartersLocationId: location().id,
      hasSubsidiaries: false,
      rehireDurationValue: 3,
      rehireDurationUnit: "MONTHS",
      waiveWaitingPeriodForRehires: true,
      isErisaPlan: false,
      hasSection125Plan: false,
      valueAddedServices: [],
    },
    ...overrides,
  });
}
