/** One link of a navigation bar; the router marks the current page with aria-current="page". */
import { Button } from "@mantine/core";
import type { ReactNode } from "react";
import { NavLink } from "react-router";

export function NavItem({ to, children, end = true }: { to: string; children: ReactNode; end?: boolean }) {
  return (
    <li>
      <Button component={NavLink} to={to} end={end} variant="subtle">
        {children}
      </Button>
    </li>
  );
}

/** A link that leaves the app (help centre): a plain anchor. */
export function ExternalNavItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Button component="a" href={href} variant="subtle">
        {children}
      </Button>
    </li>
  );
}
