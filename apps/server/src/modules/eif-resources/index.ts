/** The eif-resources module's public surface: what other modules, jobs and plugins may call (see README.md). */
export { billValues } from "./bill-presenter";
export { replaceGroupedLocations, updateBillRow } from "./bill-repository";
export { contactValues, managedLocationIdsToKeep } from "./contact-presenter";
export { replaceManagedLocations, updateContactRow } from "./contact-repository";
export { listBenAdminPlatforms } from "./list-ben-admin-platforms";
export { listBills, presentBills } from "./list-bills";
export { contactWithLocations, listContacts } from "./list-contacts";
export { listSubsidiaries } from "./list-subsidiaries";
