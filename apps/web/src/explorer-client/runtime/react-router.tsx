/**
 * Stands in for react-router in the explorer's light client and its server render (vite.explorer.config.ts aliases
 * the package here). It knows only the three public explorer routes: moving between them changes the history entry
 * and re-renders (navigation state included, e.g. the demo status); any other path is a full page load.
 * The hooks and links the explorer's components use behave as react-router's do.
 */
import { matchPublicExplorerPath } from "@onboard/domain/routes/explorer-host";
import {
  type AnchorHTMLAttributes,
  createContext,
  forwardRef,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export type To = string | Partial<Pick<Location, "pathname" | "search" | "hash">>;
export type Params = Record<string, string | undefined>;
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** One visit's location: a fixed one on the server, the browser's history in the page. */
export interface LocationStore {
  isExplorerHost: boolean;
  get(): Location;
  subscribe(listener: () => void): () => void;
  navigate(to: To, options?: NavigateOptions): void;
}

function splitUrl(url: string): Pick<Location, "pathname" | "search" | "hash"> {
  const parsed = new URL(url, "http://explorer.invalid");
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

function hrefOf(to: To, from: Location): string {
  if (typeof to === "string") return to;
  return `${to.pathname ?? from.pathname}${to.search ?? ""}${to.hash ?? ""}`;
}

export function serverLocationStore(url: string, isExplorerHost: boolean): LocationStore {
  const location: Location = { ...splitUrl(url), state: null, key: "default" };
  return { isExplorerHost, get: () => location, subscribe: () => () => undefined, navigate: () => undefined };
}

export function browserLocationStore(isExplorerHost: boolean): LocationStore {
  const listeners = new Set<() => void>();
  const read = (): Location => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return {
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: entry?.usr ?? null,
      key: entry?.key ?? "default",
    };
  };
  let current = read();
  const update = () => {
    current = read();
    for (const listener of listeners) listener();
  };
  window.addEventListener("popstate", update);
  let counter = 0;
  return {
    isExplorerHost,
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const href = hrefOf(to, current);
      const target = new URL(href, window.location.href);
      // Another site (or the index) is a page load: the server renders it with its own data.
      const from = matchPublicExplorerPath(current.pathname, isExplorerHost);
      const next = target.origin === window.location.origin && matchPublicExplorerPath(target.pathname, isExplorerHost);
      const samePage =
        next && from && next.params.explorerPageId && next.params.explorerPageId === from.params.explorerPageId;
      // Another language too: the page carries one language's strings.
      if (!samePage || next.language !== from.language) {
        window.location.assign(target.href);
        return;
      }
      counter += 1;
      const entry = { usr: options.state ?? null, key: `k${Date.now().toString(36)}${counter}` };
      const path = `${target.pathname}${target.search}${target.hash}`;
      if (options.replace) window.history.replaceState(entry, "", path);
      else window.history.pushState(entry, "", path);
      const movedPage = target.pathname !== current.pathname;
      update();
      if (movedPage && !options.replace) window.scrollTo(0, 0);
    },
  };
}

const LocationStoreContext = createContext<LocationStore | null>(null);
const OutletContext = createContext<ReactNode>(null);

export function LightRouterProvider({
  store,
  outlet,
  children,
}: {
  store: LocationStore;
  outlet: ReactNode;
  children: ReactNode;
}) {
  return (
    <LocationStoreContext.Provider value={store}>
      <OutletContext.Provider value={outlet}>{children}</OutletContext.Provider>
    </LocationStoreContext.Provider>
  );
}

function useStore(): LocationStore {
  const store = useContext(LocationStoreContext);
  if (!store) throw new Error("The explorer's router hooks need a LightRouterProvider");
  return store;
}

export function useLocation(): Location {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useNavigate(): (to: To, options?: NavigateOptions) => void {
  const store = useStore();
  return useCallback((to: To, options?: NavigateOptions) => store.navigate(to, options), [store]);
}

export function useMatchedRoute() {
  const store = useStore();
  const { pathname } = useLocation();
  return useMemo(() => matchPublicExplorerPath(pathname, store.isExplorerHost), [pathname, store.isExplorerHost]);
}

export function useParams(): Params {
  return useMatchedRoute()?.params ?? {};
}

export function useMatches(): { handle: unknown }[] {
  const match = useMatchedRoute();
  return match ? [{ handle: { routeName: match.name } }] : [];
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams) => navigate({ search: next.size > 0 ? `?${next}` : "" }),
    [navigate],
  );
  return [params, setParams];
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "className"> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  className?: string | ((props: { isActive: boolean }) => string | undefined);
};

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.defaultPrevented
  );
}

function useLinkProps({ to, replace, state, onClick, target }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = hrefOf(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainLeftClick(event) || (target && target !== "_self")) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return { href, handleClick, isActive: splitUrl(href).pathname === location.pathname };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { to: _to, replace: _replace, state: _state, className, ...rest } = props;
  const { href, handleClick, isActive } = useLinkProps(props);
  const resolvedClass = typeof className === "function" ? className({ isActive }) : className;
  return <a {...rest} ref={ref} href={href} className={resolvedClass} onClick={handleClick} />;
});

/** A Link that marks itself as the current page (aria-current, class "active") while its path is shown. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink(props, ref) {
  const { to: _to, replace: _replace, state: _state, className, ...rest } = props;
  const { href, handleClick, isActive } = useLinkProps(props);
  const resolvedClass =
    typeof className === "function"
      ? className({ isActive })
      : [className, isActive ? "active" : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      className={resolvedClass}
      aria-current={isActive ? "page" : undefined}
      onClick={handleClick}
    />
  );
});

/** The explorer never has route errors of the data router; the shared error screens ask. */
export function isRouteErrorResponse(_error: unknown): false {
  return false;
}
