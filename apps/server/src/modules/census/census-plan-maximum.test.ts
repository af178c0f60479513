/**
 * "Amounts over the plan's maximum" (issue 16): the policy's basic life plan has a $100,000 maximum, so an elected
 * amount over it is an error in the full run and after a fix, and an amount at it is not; a plan without a maximum
 * (STD here) refuses nothing.
 */

import type { CensusItem } from "@onboard/domain/census/census-api";
import { CENSUS_FIELD_IDS, type CensusFieldId } from "@onboard/domain/census/census-fields";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plans } from "../../db/schema/index";
import {
  buildCensusWorld,
  type CensusWorld,
  censusPath,
  employee,
  mapAsTemplate,
  templateCsv,
  uploadCensus,
} from "./census-test-support";

const column = (fieldId: CensusFieldId) => String(CENSUS_FIELD_IDS.indexOf(fieldId));

let world: CensusWorld;
beforeAll(async () => {
  world = await buildCensusWorld();
  await world.t.database.db.insert(plans).values([
    { clientId: world.clientId, policyId: world.policyId, benefitType: "BASIC_LIFE", maximumBenefitAmount: 100_000 },
    { clientId: world.clientId, policyId: world.policyId, benefitType: "STD", maximumBenefitAmount: null },
  ]);
});
afterAll(() => world.close());

describe("the plan's maximum benefit", () => {
  it("refuses a basic life amount over the plan's maximum, in the full run and after a fix", async () => {
    const caller = world.callers.BEN_ADMIN;
    const base = censusPath(world.clientId, world.policyId);
    const csv = templateCsv([employee(1, { basicLifeAmount: "100000" }), employee(2, { basicLifeAmount: "$150,000" })]);
    const documentId = await uploadCensus(caller, world.clientId, world.policyId, "Maximum.csv", csv);
    await caller.request("GET", `${base}/files`);
    expect((await mapAsTemplate(caller, base, documentId, 1)).statusCode).toBe(200);

    const validate = await caller.request("GET", `${base}/validate`);
    const [item] = validate.json<{ items: CensusItem[] }>().items;
    expect(item?.domainValidations.issues.map((issue) => [issue.rowNumber, issue.fieldId, issue.message])).toEqual([
      [3, "basicLifeAmount", "Amount is over the plan maximum of $100,000"],
    ]);

    const fix = (value: string, version: number) =>
      caller.request("PUT", `${base}/files/${documentId}/rows/3`, {
        body: { values: { [column("basicLifeAmount")]: value } },
        headers: { "if-match": `"${version}"` },
      });
    const still = await fix("100000.01", 2);
    expect(still.json().row.issues.map((issue: { code: string }) => issue.code)).toEqual(["amountOverMaximum"]);
    const fixed = await fix("100000", 3);
    expect(fixed.json()).toMatchObject({ row: { issues: [] }, counts: { errors: 0 } });
  });
});
