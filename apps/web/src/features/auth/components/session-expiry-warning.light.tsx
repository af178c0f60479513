/** The explorer's light client: public pages never require sign-in, so there is no session to warn about. */
export function SessionExpiryWarning() {
  return null;
}
