/**
 * The screen each named route renders. Every route of the registry has one (route-screens.test.ts); the honest page
 * shell is only the fallback for a route added to the registry before its screen.
 */
import { ROUTE_NAMES, type RouteName } from "@onboard/domain/routes/registry";
import type { LazyComponent } from "./view-type-layouts";

const SCREENS: Partial<Record<RouteName, LazyComponent>> = {
  index: () => import("../routes/index-route").then((module) => ({ Component: module.IndexRoute })),
  notFound: () => import("../routes/not-found-route").then((module) => ({ Component: module.NotFoundRoute })),
  maintenance: () => import("../routes/maintenance-route").then((module) => ({ Component: module.MaintenanceRoute })),
  login: () => import("../../features/auth/routes/login-route").then((module) => ({ Component: module.LoginRoute })),
  forgot: () => import("../../features/auth/routes/forgot-route").then((module) => ({ Component: module.ForgotRoute })),
  reset: () => import("../../features/auth/routes/reset-route").then((module) => ({ Component: module.ResetRoute })),
  activate: () =>
    import("../../features/auth/routes/activate-route").then((module) => ({ Component: module.ActivateRoute })),
  reactivate: () =>
    import("../../features/auth/routes/reactivate-route").then((module) => ({ Component: module.ReactivateRoute })),
  loginCallback: () =>
    import("../../features/auth/routes/login-callback-route").then((module) => ({
      Component: module.LoginCallbackRoute,
    })),
  termsOfUse: () =>
    import("../../features/auth/routes/terms-of-use-route").then((module) => ({ Component: module.TermsOfUseRoute })),
  logout: () =>
    import("../../features/session/routes/logout-route").then((module) => ({ Component: module.LogoutRoute })),
  clientsAdmin: () =>
    import("../../features/clients/routes/clients-admin-route").then((module) => ({
      Component: module.ClientsAdminRoute,
    })),
  clientManage: () =>
    import("../../features/clients/routes/client-manage-route").then((module) => ({
      Component: module.ClientManageRoute,
    })),
  brokerHome: () =>
    import("../../features/clients/routes/broker-home-route").then((module) => ({
      Component: module.BrokerHomeRoute,
    })),
  benAdminHome: () =>
    import("../../features/clients/routes/ben-admin-home-route").then((module) => ({
      Component: module.BenAdminHomeRoute,
    })),
  internalUsers: () =>
    import("../../features/users/routes/internal-users-route").then((module) => ({
      Component: module.InternalUsersRoute,
    })),
  brokersAdmin: () =>
    import("../../features/users/routes/brokers-admin-route").then((module) => ({
      Component: module.BrokersAdminRoute,
    })),
  brokerManage: () =>
    import("../../features/users/routes/broker-manage-route").then((module) => ({
      Component: module.BrokerManageRoute,
    })),
  benAdminsAdmin: () =>
    import("../../features/users/routes/ben-admins-admin-route").then((module) => ({
      Component: module.BenAdminsAdminRoute,
    })),
  benAdminManage: () =>
    import("../../features/users/routes/ben-admin-manage-route").then((module) => ({
      Component: module.BenAdminManageRoute,
    })),
  allEmails: () =>
    import("../../features/emails/routes/all-emails-route").then((module) => ({ Component: module.AllEmailsRoute })),
  allEmail: () =>
    import("../../features/emails/routes/all-email-route").then((module) => ({ Component: module.AllEmailRoute })),
  clientEmails: () =>
    import("../../features/emails/routes/client-emails-route").then((module) => ({
      Component: module.ClientEmailsRoute,
    })),
  clientEmail: () =>
    import("../../features/emails/routes/client-email-route").then((module) => ({
      Component: module.ClientEmailRoute,
    })),
  analytics: () =>
    import("../../features/analytics/routes/analytics-route").then((module) => ({ Component: module.AnalyticsRoute })),
  chatConsole: () =>
    import("../../features/chat-console/routes/chat-console-route").then((module) => ({
      Component: module.ChatConsoleRoute,
    })),
  eifPushToQPS: () =>
    import("../../features/qps/routes/push-to-qps-route").then((module) => ({ Component: module.PushToQpsRoute })),
  home: () => import("../../features/hub/routes/hub-home-route").then((module) => ({ Component: module.HubHomeRoute })),
  welcome: () =>
    import("../../features/hub/routes/welcome-route").then((module) => ({ Component: module.WelcomeRoute })),
  setupPending: () =>
    import("../../features/hub/routes/setup-pending-route").then((module) => ({ Component: module.SetupPendingRoute })),
  task: () => import("../../features/hub/routes/task-route").then((module) => ({ Component: module.TaskRoute })),
  policyTask: () =>
    import("../../features/hub/routes/policy-task-route").then((module) => ({ Component: module.PolicyTaskRoute })),
  policyTaskByPolicy: () =>
    import("../../features/hub/routes/policy-task-route").then((module) => ({ Component: module.PolicyTaskRoute })),
  eifStep: () =>
    import("../../features/eif/routes/eif-step-route").then((module) => ({ Component: module.EifStepRoute })),
  eifSubStep: () =>
    import("../../features/eif/routes/eif-step-route").then((module) => ({ Component: module.EifStepRoute })),
  eifSubStepPolicy: () =>
    import("../../features/eif/routes/eif-step-route").then((module) => ({ Component: module.EifStepRoute })),
  eifClassBuilderCreate: () =>
    import("../../features/eif/routes/class-builder-route").then((module) => ({
      Component: module.ClassBuilderCreateRoute,
    })),
  eifClassBuilderEdit: () =>
    import("../../features/eif/routes/class-builder-route").then((module) => ({
      Component: module.ClassBuilderEditRoute,
    })),
  eifSummary: () =>
    import("../../features/eif/routes/eif-summary-route").then((module) => ({ Component: module.EifSummaryRoute })),
  outsideSigner: () =>
    import("../../features/eif/routes/outside-signer-route").then((module) => ({
      Component: module.OutsideSignerRoute,
    })),
  outsideSignerEifSummary: () =>
    import("../../features/eif/routes/outside-signer-summary-route").then((module) => ({
      Component: module.OutsideSignerSummaryRoute,
    })),
  onboardingFormAction: () =>
    import("../../features/hub/routes/onboarding-form-action-route").then((module) => ({
      Component: module.OnboardingFormActionRoute,
    })),
  onboardingFormView: () =>
    import("../../features/hub/routes/onboarding-form-view-route").then((module) => ({
      Component: module.OnboardingFormViewRoute,
    })),
  censusValidations: () =>
    import("../../features/census/routes/census-validations-route").then((module) => ({
      Component: module.CensusValidationsRoute,
    })),
  censusUploadFiles: () =>
    import("../../features/census/routes/upload-files-route").then((module) => ({
      Component: module.UploadFilesRoute,
    })),
  censusIndicateSource: () =>
    import("../../features/census/routes/indicate-source-route").then((module) => ({
      Component: module.IndicateSourceRoute,
    })),
  censusValidateSubmit: () =>
    import("../../features/census/routes/validate-submit-route").then((module) => ({
      Component: module.ValidateSubmitRoute,
    })),
  censusValidationReport: () =>
    import("../../features/census/routes/validation-report-route").then((module) => ({
      Component: module.ValidationReportRoute,
    })),
  resourcesListing: () =>
    import("../../features/hub/routes/resources-listing-route").then((module) => ({
      Component: module.ResourcesListingRoute,
    })),
  createBenefitsExplorerSite: () =>
    import("../../features/explorer-admin/routes/create-site-route").then((module) => ({
      Component: module.CreateSiteRoute,
    })),
  editBenefitsExplorerSite: () =>
    import("../../features/explorer-admin/routes/edit-site-route").then((module) => ({
      Component: module.EditSiteRoute,
    })),
  renewBenefitsExplorerSite: () =>
    import("../../features/explorer-admin/routes/renew-site-route").then((module) => ({
      Component: module.RenewSiteRoute,
    })),
  benefitsExplorerIndex: () =>
    import("../../features/explorer/routes/explorer-index-route").then((module) => ({
      Component: module.ExplorerIndexRoute,
    })),
  benefitsExplorer: () =>
    import("../../features/explorer/routes/explorer-page-route").then((module) => ({
      Component: module.ExplorerPageRoute,
    })),
  labHome: () =>
    import("../../features/lab/routes/lab-home-route").then((module) => ({ Component: module.LabHomeRoute })),
  labAbout: () =>
    import("../../features/lab/routes/lab-about-route").then((module) => ({ Component: module.LabAboutRoute })),
  personalBenefitsPlan: () =>
    import("../../features/explorer/routes/personal-benefits-plan-route").then((module) => ({
      Component: module.PersonalBenefitsPlanRoute,
    })),
};

/** The staff previews of an explorer site render the explorer's own screens, fed by the preview API. */
const EXPLORER_PREVIEW_SCREENS: Partial<Record<RouteName, LazyComponent>> = {
  benefitsExplorerIndexInternal: () =>
    import("../../features/explorer/routes/explorer-preview-index-route").then((module) => ({
      Component: module.ExplorerPreviewIndexRoute,
    })),
  benefitsExplorerInternal: () =>
    import("../../features/explorer/routes/explorer-page-route").then((module) => ({
      Component: module.ExplorerPageRoute,
    })),
  personalBenefitsPlanInternal: () =>
    import("../../features/explorer/routes/personal-benefits-plan-route").then((module) => ({
      Component: module.PersonalBenefitsPlanRoute,
    })),
};

const pageShell: LazyComponent = () =>
  import("../routes/page-shell-route").then((module) => ({ Component: module.PageShellRoute }));

export function screenFor(name: RouteName): LazyComponent {
  return SCREENS[name] ?? EXPLORER_PREVIEW_SCREENS[name] ?? pageShell;
}

/** The registry's routes that would render the page shell: none since issue 19 (route-screens.test.ts). */
export function routesWithoutScreen(): RouteName[] {
  return ROUTE_NAMES.filter((name) => !SCREENS[name] && !EXPLORER_PREVIEW_SCREENS[name]);
}
