/** The resourcesListing screen (issue 5): to be built; until then the honest page shell. */
export { PageShellRoute as ResourcesListingRoute } from "../../../app/routes/page-shell-route";
