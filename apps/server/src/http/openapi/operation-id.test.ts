/** operationIdOf and securityOf on a few routes; the whole document is checked by test/openapi/openapi-lint.test.ts. */
import { describe, expect, it } from "vitest";
import { operationIdOf } from "./operation-id";
import { routeAccess, securityOf } from "./route-access";

describe("operationIdOf", () => {
  it("reads the method and path, parameters as By<Name>", () => {
    expect(operationIdOf("GET", "/api/clients/:clientId/contacts")).toBe("getClientsByClientIdContacts");
    expect(operationIdOf("POST", "/api/users/reset-password/:email")).toBe("postUsersResetPasswordByEmail");
    expect(operationIdOf("DELETE", "/api/clients")).toBe("deleteClients");
  });

  it("tells a parameter from a static segment of the same name", () => {
    expect(operationIdOf("GET", "/api/users/userId/:userId")).not.toBe(
      operationIdOf("GET", "/api/users/:userId/userId"),
    );
  });
});

describe("securityOf", () => {
  it("asks a session for signed-in calls and the CSRF header for every write", () => {
    expect(securityOf("GET", routeAccess("GET", "/api/configuration"))).toEqual([]);
    expect(securityOf("POST", routeAccess("POST", "/api/authn"))).toEqual([{ csrf: [] }]);
    expect(securityOf("GET", routeAccess("GET", "/api/clients"))).toEqual([{ session: [] }]);
    expect(securityOf("PUT", routeAccess("PUT", "/api/clients/:clientId"))).toEqual([{ session: [], csrf: [] }]);
  });

  it("asks the outside signer's bearer token on their calls", () => {
    const access = routeAccess("POST", "/api/outside-signer/clients/:clientId/eif-signature");
    expect(securityOf("POST", access)).toEqual([{ outsideSignerToken: [], csrf: [] }]);
  });
});
