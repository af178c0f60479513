/**
 * The setup project: signs in once per role the specs share (support/auth-state.ts), through the sign-in form as a
 * tester does (password, then a TOTP code), and saves the signed-in browser state for the specs to start from.
 */
import { expect, test as setup } from "@playwright/test";
import { SIGNED_IN_ROLES } from "../support/auth-state";
import { DEMO_PASSWORD } from "../support/demo-logins";
import { signInWithTotp } from "../support/demo-user";

for (const role of SIGNED_IN_ROLES) {
  setup(`sign in as ${role.login.email}`, async ({ page }) => {
    await page.goto("/login");
    await signInWithTotp(page, role.login, DEMO_PASSWORD);
    const me = await (await page.request.get("/api/users/authenticated")).json();
    expect(me).toMatchObject({ email: role.login.email, role: role.login.role });
    await page.context().storageState({ path: role.path });
  });
}
