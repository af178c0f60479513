/** Placeholder: replaced by the explorer helper. */
import { PageShellRoute } from "../../../app/routes/page-shell-route";

export function ExplorerPageRoute() {
  return <PageShellRoute />;
}
