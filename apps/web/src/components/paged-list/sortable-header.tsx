/** A table column header that sorts its list: a button inside the <th>, with aria-sort telling the current order. */
import { Table, UnstyledButton } from "@mantine/core";
import type { ReactNode } from "react";

export type SortDirection = "asc" | "desc";

export interface SortableHeaderProps<F extends string> {
  field: F;
  sortBy: F | undefined;
  sortDirection: SortDirection;
  onSort: (field: F, direction: SortDirection) => void;
  children: ReactNode;
}

export function SortableHeader<F extends string>({
  field,
  sortBy,
  sortDirection,
  onSort,
  children,
}: SortableHeaderProps<F>) {
  const isActive = sortBy === field;
  const ariaSort = isActive ? (sortDirection === "asc" ? "ascending" : "descending") : "none";
  const next: SortDirection = isActive && sortDirection === "asc" ? "desc" : "asc";
  return (
    <Table.Th aria-sort={ariaSort}>
      <UnstyledButton onClick={() => onSort(field, next)} fw={700} fz="sm">
        {children}
        <span aria-hidden="true">{isActive ? (sortDirection === "asc" ? " ▲" : " ▼") : " ↕"}</span>
      </UnstyledButton>
    </Table.Th>
  );
}
