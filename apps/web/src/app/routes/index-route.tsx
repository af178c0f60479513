/** The index: sends the signed-in user to their role's home (the guard has already sent everyone else to sign in). */
import { homeRouteFor } from "@onboard/domain/routes/role-home";
import { Navigate } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { useSuspenseSession } from "../../lib/signed-in-user";
import { useLocalizedPath } from "../../lib/use-language";

export function IndexRoute() {
  const user = useSuspenseSession();
  const localizedPath = useLocalizedPath();
  if (!user) return <PageLoader />;
  return <Navigate to={localizedPath(homeRouteFor(user.role))} replace />;
}
