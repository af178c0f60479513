/** A task is Due Soon when its due date is 5 days away or fewer (onboarding-portal spec §1 and §9); read by due-date.ts. */
export const DUE_SOON_DAYS = 5;
