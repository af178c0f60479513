import { describe, expect, it } from "vitest";
import { ACCESS_ACTIONS, assertAccessAction, InvalidAccessActionError } from "./access-action";

describe("assertAccessAction", () => {
  it.each(ACCESS_ACTIONS)("accepts %s", (action) => {
    expect(() => assertAccessAction(action)).not.toThrow();
  });

  it.each(["manage", "list", "READ", "", "destroy", "all"])("rejects %j", (action) => {
    expect(() => assertAccessAction(action)).toThrow(InvalidAccessActionError);
  });

  it("says which method was asked for", () => {
    expect(() => assertAccessAction("patch")).toThrow(
      'Access checks accept only read, update, create or delete, not "patch"',
    );
  });
});
