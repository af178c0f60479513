/** The Sign Out action of the signed-in navigation bars. */
import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLogout } from "../../../features/session/api/logout";

export function SignOutItem() {
  const { t } = useTranslation("navigation");
  const logout = useLogout();
  return (
    <li>
      <Button variant="subtle" loading={logout.isPending} onClick={() => logout.mutate()}>
        {t("signOut")}
      </Button>
    </li>
  );
}
