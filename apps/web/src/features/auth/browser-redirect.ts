/** Full-page navigation to the identity provider; its own module so tests can replace it. */
export function redirectBrowser(url: string): void {
  window.location.assign(url);
}
