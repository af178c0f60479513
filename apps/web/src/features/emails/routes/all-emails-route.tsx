/** The allEmails screen (issue 4): to be built; until then the honest page shell. */
export { PageShellRoute as AllEmailsRoute } from "../../../app/routes/page-shell-route";
