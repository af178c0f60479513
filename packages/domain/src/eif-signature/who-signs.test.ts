import { describe, expect, it } from "vitest";
import { maySignEif } from "./who-signs";

const client = { id: "c1", authorizedSignerUserId: null };
const user = (role: "SLF_OWNER" | "SLF_ADMIN" | "BROKER" | "BEN_ADMIN", id = "u1", clientIds = ["c1"]) => ({
  id,
  role,
  clientIds,
});

describe("who signs the EIF", () => {
  it.each([
    ["a ben admin of the client, with no authorized signer named", user("BEN_ADMIN"), client, true],
    ["a ben admin of another client", user("BEN_ADMIN", "u1", ["c2"]), client, false],
    ["a broker", user("BROKER"), client, false],
    ["carrier staff", user("SLF_ADMIN"), client, false],
    ["the named authorized signer", user("BEN_ADMIN", "u9"), { ...client, authorizedSignerUserId: "u9" }, true],
    ["another ben admin once a signer is named", user("BEN_ADMIN"), { ...client, authorizedSignerUserId: "u9" }, false],
  ])("%s: %s", (_name, who, of, allowed) => {
    expect(maySignEif(who, of)).toBe(allowed);
  });
});
