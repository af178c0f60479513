/** The injectable navigate used outside React (api client redirects); the app wires it to the router. */

export type NavigateFn = (to: string) => void;

const defaultNavigate: NavigateFn = (to) => window.location.assign(to);

let navigateImpl: NavigateFn = defaultNavigate;

/** Called once the router exists; tests pass a spy to assert redirects. */
export function setNavigate(navigate: NavigateFn | null): void {
  navigateImpl = navigate ?? defaultNavigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
