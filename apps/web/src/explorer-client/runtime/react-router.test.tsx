import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  browserLocationStore,
  LightRouterProvider,
  Link,
  NavLink,
  useLocation,
  useParams,
  useSearchParams,
} from "./react-router";

function Probe() {
  const location = useLocation();
  const params = useParams();
  const [search] = useSearchParams();
  return (
    <output data-testid="probe">
      {location.pathname}|{params.explorerPageId ?? ""}|{search.get("compare") ?? ""}|{JSON.stringify(location.state)}
    </output>
  );
}

function renderAt(path: string, children: React.ReactNode) {
  window.history.replaceState(null, "", path);
  const store = browserLocationStore(false);
  return render(
    <LightRouterProvider store={store} outlet={null}>
      {children}
      <Probe />
    </LightRouterProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("the explorer's light router", () => {
  it("moves between a site and its personal plan in the page, with navigation state and the back button", async () => {
    renderAt(
      "/es/benefits-explorer/harbor",
      <Link to="/es/benefits-explorer/harbor/personal-benefits-plan" state={{ demoEnrollmentStatus: "active" }}>
        plan
      </Link>,
    );
    expect(screen.getByTestId("probe").textContent).toBe("/es/benefits-explorer/harbor|harbor||null");
    fireEvent.click(screen.getByRole("link", { name: "plan" }));
    expect(screen.getByTestId("probe").textContent).toBe(
      '/es/benefits-explorer/harbor/personal-benefits-plan|harbor||{"demoEnrollmentStatus":"active"}',
    );
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    });
    expect(screen.getByTestId("probe").textContent).toBe("/es/benefits-explorer/harbor|harbor||null");
  });

  it("keeps the comparison in the address", () => {
    renderAt("/benefits-explorer/harbor", <Link to="/benefits-explorer/harbor?compare=a,b">compare</Link>);
    fireEvent.click(screen.getByRole("link", { name: "compare" }));
    expect(screen.getByTestId("probe").textContent).toBe("/benefits-explorer/harbor|harbor|a,b|null");
  });

  it("loads another site, another language or a portal page from the server", () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({
      ...window.location,
      assign,
      origin: window.location.origin,
      href: window.location.href,
    });
    renderAt(
      "/benefits-explorer/harbor",
      <>
        <Link to="/benefits-explorer/other">other</Link>
        <Link to="/es/benefits-explorer/harbor">spanish</Link>
        <Link to="/login">login</Link>
      </>,
    );
    for (const name of ["other", "spanish", "login"]) fireEvent.click(screen.getByRole("link", { name }));
    expect(assign.mock.calls.map(([href]) => new URL(String(href)).pathname)).toEqual([
      "/benefits-explorer/other",
      "/es/benefits-explorer/harbor",
      "/login",
    ]);
  });

  it("marks the link to the page shown as the current page", () => {
    renderAt(
      "/benefits-explorer/harbor/personal-benefits-plan",
      <>
        <NavLink to="/benefits-explorer/harbor/personal-benefits-plan">mine</NavLink>
        <NavLink to="/benefits-explorer/harbor">plans</NavLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "mine" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "plans" }).getAttribute("aria-current")).toBeNull();
  });

  it("leaves a modified click (new tab) to the browser", () => {
    renderAt("/benefits-explorer/harbor", <Link to="/benefits-explorer/harbor/personal-benefits-plan">plan</Link>);
    fireEvent.click(screen.getByRole("link", { name: "plan" }), { ctrlKey: true });
    expect(screen.getByTestId("probe").textContent).toBe("/benefits-explorer/harbor|harbor||null");
  });
});
