/** The policyTask screen (issue 5): to be built; until then the honest page shell. */
export { PageShellRoute as PolicyTaskRoute } from "../../../app/routes/page-shell-route";
