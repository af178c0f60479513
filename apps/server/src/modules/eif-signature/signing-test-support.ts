/** Test support for signing: a client whose EIF has every answer the signature needs. */
import { expect } from "vitest";
import { buildContact } from "../../../test/factories/index";
import type { TestApp } from "../../../test/test-app";
import { employeeClasses, monthlyClaimsReportMailingLocations } from "../../db/schema/index";
import { buildEifClient, type eifRequester, sessionOf } from "../eif/eif-test-support";

/**
 * A dental-only client whose EIF has every answer the signature needs (a plan administrator, an employee class named
 * `className`, a mailing location); its ben admin's cookie.
 */
export async function completeEifFor(
  t: TestApp,
  send: ReturnType<typeof eifRequester>,
  { className = "All employees" }: { className?: string } = {},
) {
  const fixture = await buildEifClient(t.database.db, { coverages: ["DENTAL"] });
  const { client, main, dental, location } = fixture;
  const cookie = await sessionOf(t.database.db, "BEN_ADMIN", [client.id]);
  const contact = await buildContact(t.database.db, {
    clientId: client.id,
    firstName: "Ana",
    lastName: "Ruiz",
    email: "ana@example.com",
  });
  await t.database.db.insert(employeeClasses).values({ clientId: client.id, name: className });
  await t.database.db
    .insert(monthlyClaimsReportMailingLocations)
    .values({ clientId: client.id, locationId: location.id, contactId: contact.id });
  const billing = {
    billingAdministrationType: "LIST",
    billingStructureType: "SINGLE",
    billPayrollCycles: ["MONTHLY"],
    advanceOrArrears: "ADVANCE",
  };
  const saved = await send(cookie, "PATCH", `/api/clients/${client.id}/draft`, {
    version: 0,
    answers: {
      legalName: "Acme Holdings LLC",
      taxId: "12-3456789",
      natureOfBusiness: "Manufacturing of widgets",
      industrySegment: "MANUFACTURING",
      employeesNumber: 40,
      isEapOnlyBlended: false,
      hasEmployeesInMultipleStates: false,
      headquartersLocationId: location.id,
      hasSubsidiaries: false,
      rehireDurationValue: 3,
      rehireDurationUnit: "MONTHS",
      waiveWaitingPeriodForRehires: true,
      isErisaPlan: false,
      hasSection125Plan: false,
    },
    policyAnswers: { [main.id]: billing, [dental.id]: billing },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...fixture, cookie, version: saved.json().version as number };
}
