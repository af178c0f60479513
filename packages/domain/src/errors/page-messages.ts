/**
 * The two catalogue messages the pages themselves read (the not-found page and a missing route parameter), in a module
 * of their own so that the public explorer's first load does not carry the whole catalogue (catalogue.ts uses them).
 */
export const NOT_FOUND_MESSAGE = "Sorry, the page you are looking for does not exist";
export const MISSING_PARAM_MESSAGE = "Param {param} is required but not provided!";
