import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChangeRecordFacts, type ChangeStatus, ENTITY_CREATED, ENTITY_DELETED } from "./change-record";
import { type ChangeReviewMarks, isResetState, netChanges } from "./net-changes";

const NO_MARKS: ChangeReviewMarks = {
  eifSignedAt: "2026-03-01T10:00:00.000Z",
  changesAcceptedAt: null,
  changesUndoneAt: null,
  readyForReviewAt: null,
};

let clock = 0;
function change(
  attributeKey: string,
  status: ChangeStatus,
  value: unknown,
  previousValue: unknown,
  record: { entity?: string; entityId?: string } = {},
): ChangeRecordFacts {
  clock += 1;
  return {
    id: `c${String(clock).padStart(4, "0")}`,
    entity: record.entity ?? "contact",
    entityId: record.entityId ?? "contact-1",
    attributeKey,
    value,
    previousValue,
    status,
    createdAt: new Date(Date.UTC(2026, 2, 2, 0, 0, clock)).toISOString(),
  };
}
const create = (status: ChangeStatus) => change(ENTITY_CREATED, status, { firstName: "Ana" }, null);
const remove = (status: ChangeStatus) => change(ENTITY_DELETED, status, null, { firstName: "Ana" });
const summary = (changes: ChangeRecordFacts[]) =>
  netChanges(changes, NO_MARKS).changes.map((net) => [net.attributeKey, net.status, net.from, net.to]);

describe("net change (spec §4)", () => {
  it.each<[string, () => ChangeRecordFacts[], unknown[]]>([
    ["1. a pending create then a pending delete cancel out", () => [create("pending"), remove("pending")], []],
    [
      "1. …with the record's edits in between",
      () => [create("pending"), change("phoneNumber", "pending", "555", null), remove("pending")],
      [],
    ],
    [
      "2. an accepted create then a pending delete shows the remaining non-accepted changes",
      () => [
        create("accepted"),
        change("phoneNumber", "accepted", "555", null),
        change("email", "pending", "ana@example.com", null),
        remove("pending"),
      ],
      [
        [ENTITY_DELETED, "pending", { firstName: "Ana" }, null],
        ["email", "pending", null, "ana@example.com"],
      ],
    ],
    [
      "3. an accepted create and an accepted delete leave only the deletion",
      () => [create("accepted"), change("phoneNumber", "accepted", "555", null), remove("accepted")],
      [[ENTITY_DELETED, "accepted", { firstName: "Ana" }, null]],
    ],
    ["4. a declined create and a delete cancel", () => [create("declined"), remove("pending")], []],
    ["4. …a declined create and a declined delete too", () => [create("declined"), remove("declined")], []],
    ["5. a change equal to its previous value is ignored", () => [change("phoneNumber", "pending", "555", "555")], []],
    [
      "5. …as are edits that come back to where they started",
      () => [change("phoneNumber", "pending", "556", "555"), change("phoneNumber", "pending", "555", "556")],
      [],
    ],
    [
      "5. …comparing JSON answers by content",
      () => [change("ageRules", "pending", { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })],
      [],
    ],
    [
      "edits of one attribute net to the first value before them and the last after",
      () => [
        change("phoneNumber", "pending", "556", "555"),
        change("phoneNumber", "pending", "557", "556"),
        change("phoneNumber", "pending", "558", "557"),
      ],
      [["phoneNumber", "pending", "555", "558"]],
    ],
    [
      "pending edits after an accepted one start from the accepted value",
      () => [change("phoneNumber", "accepted", "556", "555"), change("phoneNumber", "pending", "557", "556")],
      [["phoneNumber", "pending", "556", "557"]],
    ],
    [
      "accepted edits with nothing open show as accepted",
      () => [change("phoneNumber", "accepted", "556", "555"), change("phoneNumber", "accepted", "557", "556")],
      [["phoneNumber", "accepted", "555", "557"]],
    ],
    [
      "a declined edit with nothing pending after it shows as declined",
      () => [change("phoneNumber", "declined", "556", "555")],
      [["phoneNumber", "declined", "555", "556"]],
    ],
    [
      "a pending create shows with its edits",
      () => [create("pending"), change("phoneNumber", "pending", "555", null)],
      [
        [ENTITY_CREATED, "pending", null, { firstName: "Ana" }],
        ["phoneNumber", "pending", null, "555"],
      ],
    ],
    [
      "a declined delete did not happen",
      () => [create("accepted"), remove("declined"), change("phoneNumber", "pending", "555", null)],
      [
        [ENTITY_CREATED, "accepted", null, { firstName: "Ana" }],
        ["phoneNumber", "pending", null, "555"],
      ],
    ],
  ])("%s", (_name, history, expected) => {
    expect(summary(history())).toEqual(expected);
  });

  it("keeps records apart, and lists them by record then attribute", () => {
    const net = netChanges(
      [
        change("phoneNumber", "pending", "2", "1", { entityId: "b" }),
        change("name", "pending", "Main", "HQ", { entity: "location", entityId: "a" }),
        change("email", "pending", "x@y.z", null, { entityId: "a" }),
      ],
      NO_MARKS,
    ).changes;
    expect(net.map((n) => `${n.entity}/${n.entityId}/${n.attributeKey}`)).toEqual([
      "contact/a/email",
      "contact/b/phoneNumber",
      "location/a/name",
    ]);
  });

  describe("6. the reset state", () => {
    const signed = "2026-03-01T10:00:00.000Z";
    it.each<[string, Partial<ChangeReviewMarks>, boolean]>([
      ["nothing undone", {}, false],
      ["undone after the signature", { changesUndoneAt: "2026-03-02T00:00:00.000Z" }, true],
      [
        "undone after the last acceptance",
        { changesAcceptedAt: "2026-03-02T00:00:00.000Z", changesUndoneAt: "2026-03-03T00:00:00.000Z" },
        true,
      ],
      [
        "undone before the last acceptance",
        { changesAcceptedAt: "2026-03-04T00:00:00.000Z", changesUndoneAt: "2026-03-03T00:00:00.000Z" },
        false,
      ],
      [
        "undone, then ready for review",
        { changesUndoneAt: "2026-03-03T00:00:00.000Z", readyForReviewAt: "2026-03-04T00:00:00.000Z" },
        false,
      ],
      [
        "ready for review, then undone",
        { readyForReviewAt: "2026-03-03T00:00:00.000Z", changesUndoneAt: "2026-03-04T00:00:00.000Z" },
        true,
      ],
    ])("%s", (_name, marks, reset) => {
      expect(isResetState({ ...NO_MARKS, eifSignedAt: signed, ...marks })).toBe(reset);
      expect(netChanges([], { ...NO_MARKS, eifSignedAt: signed, ...marks }).reset).toBe(reset);
    });
  });
});

describe("net change: properties", () => {
  const status = fc.constantFrom<ChangeStatus>("pending", "accepted", "declined");
  const value = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 3 }), fc.constantFrom("a", "b"));
  /** One record's or attribute's history: its edits in the order they were made. */
  const edit = fc.record({
    attributeKey: fc.constantFrom(ENTITY_CREATED, ENTITY_DELETED, "phoneNumber", "email"),
    status,
    value,
    previousValue: value,
  });
  const record = fc.record({
    entity: fc.constantFrom("contact", "location"),
    entityId: fc.constantFrom("1", "2", "3"),
  });
  const histories = fc.array(fc.tuple(record, edit), { maxLength: 12 });

  /** The edits, timed in the order of `order` (a permutation that keeps each record's own order). */
  function timed(
    history: [
      { entity: string; entityId: string },
      Omit<ChangeRecordFacts, "id" | "createdAt" | "entity" | "entityId">,
    ][],
    order: number[],
  ) {
    return order.map((index, position) => {
      const [where, what] = history[index] as (typeof history)[number];
      return {
        ...where,
        ...what,
        id: `c${index}`,
        createdAt: new Date(Date.UTC(2026, 2, 2, 0, 0, position)).toISOString(),
      };
    });
  }

  /** Interleaves the records' histories differently: a random merge that keeps each record's order. */
  function interleaving(history: [{ entity: string; entityId: string }][] | unknown[], seed: number[]): number[] {
    const queues = new Map<string, number[]>();
    (history as [{ entity: string; entityId: string }][]).forEach(([where], index) => {
      const key = `${where.entity}/${where.entityId}`;
      queues.set(key, [...(queues.get(key) ?? []), index]);
    });
    const order: number[] = [];
    let pick = 0;
    while (queues.size > 0) {
      const keys = [...queues.keys()];
      const key = keys[(seed[pick++ % Math.max(seed.length, 1)] ?? 0) % keys.length] as string;
      const queue = queues.get(key) as number[];
      order.push(queue.shift() as number);
      if (queue.length === 0) queues.delete(key);
    }
    return order;
  }

  it("gives the same net change for any interleaving of the records' histories", () => {
    fc.assert(
      fc.property(histories, fc.array(fc.nat(), { minLength: 1 }), (history, seed) => {
        const inOrder = history.map((_, index) => index);
        const one = netChanges(timed(history, inOrder), NO_MARKS).changes;
        const other = netChanges(timed(history, interleaving(history, seed)), NO_MARKS).changes;
        expect(other).toEqual(one);
      }),
    );
  });

  it("ignores edits that change nothing, wherever they fall (rule 5)", () => {
    fc.assert(
      fc.property(
        histories,
        fc.nat(),
        value,
        record,
        fc.constantFrom("phoneNumber", "email"),
        (history, at, same, where, attributeKey) => {
          const noOp: (typeof history)[number] = [
            where,
            { attributeKey, status: "pending", value: same, previousValue: same },
          ];
          const position = at % (history.length + 1);
          const withNoOp = [...history.slice(0, position), noOp, ...history.slice(position)];
          const net = (list: typeof history) =>
            netChanges(
              timed(
                list,
                list.map((_, index) => index),
              ),
              NO_MARKS,
            ).changes.map(({ changeIds: _ids, ...rest }) => rest);
          expect(net(withNoOp)).toEqual(net(history));
        },
      ),
    );
  });
});
