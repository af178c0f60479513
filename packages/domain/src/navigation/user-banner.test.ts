import { describe, expect, it } from "vitest";
import { userBannerFor } from "./user-banner";

describe("userBannerFor", () => {
  it.each(["SLF_OWNER", "SLF_ADMIN"] as const)("shows %s as an internal user, with Manage client", (role) => {
    expect(userBannerFor(role, 0)).toEqual({
      viewer: "internal",
      allClientsRoute: "clientsAdmin",
      isManageClientShown: true,
    });
  });

  it("shows a broker as a broker, without Manage client, whatever the client count", () => {
    expect(userBannerFor("BROKER", 1)).toEqual({
      viewer: "broker",
      allClientsRoute: "brokerHome",
      isManageClientShown: false,
    });
  });

  it("shows ben admins the banner only with more than one client", () => {
    expect(userBannerFor("BEN_ADMIN", 0)).toBeNull();
    expect(userBannerFor("BEN_ADMIN", 1)).toBeNull();
    expect(userBannerFor("BEN_ADMIN", 2)).toEqual({
      viewer: "benAdmin",
      allClientsRoute: "benAdminHome",
      isManageClientShown: false,
    });
  });
});
