/** The brokersAdmin screen (issue 4): to be built; until then the honest page shell. */
export { PageShellRoute as BrokersAdminRoute } from "../../../app/routes/page-shell-route";
