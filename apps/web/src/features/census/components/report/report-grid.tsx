/**
 * The report's virtualised table: fixed row height, only the rows in view plus overscan are rendered, and
 * aria-rowcount / aria-rowindex tell screen readers the whole size. Arrow keys, Home/End and PageUp/PageDown move
 * between cells (one tab stop); Enter or F2 (or a click) edits a cell.
 */
import type { CensusRow } from "@onboard/domain/census/census-api";
import { type CensusFieldId, censusField } from "@onboard/domain/census/census-fields";
import { type KeyboardEvent, type UIEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../../lib/use-language";
import { type GridWindow, scrollToShow, type WindowMetrics } from "./grid-window";
import { CellContent, CellEditor, cellSeverityClass } from "./report-cell";
import classes from "./report-grid.module.css";

export const GRID_METRICS: WindowMetrics = { rowHeight: 88, viewportHeight: 520, overscan: 6 };
const HEADER_HEIGHT = 56;
const ROW_NUMBER_WIDTH = 96;
const COLUMN_WIDTH = 220;

export interface ReportColumn {
  /** The column's index in the file (the key of a fix). */
  index: number;
  header: string;
  fieldId: CensusFieldId;
}

interface Position {
  row: number;
  /** 0 is the row number; 1.. are the report's columns. */
  col: number;
}

export interface ReportGridProps {
  columns: ReportColumn[];
  total: number;
  rows: GridWindow;
  rowAt: (index: number) => CensusRow | undefined;
  onScroll: (scrollTop: number) => void;
  isEditable: boolean;
  /** Saves a cell; resolves once the server answered (whether or not it took the fix). */
  onFix: (row: CensusRow, columnIndex: number, value: string) => Promise<unknown>;
  /** The id of the text that says how to move and edit. */
  describedBy?: string;
}

function nextPosition(key: string, at: Position, total: number, columnCount: number): Position | null {
  const pageRows = Math.floor((GRID_METRICS.viewportHeight - HEADER_HEIGHT) / GRID_METRICS.rowHeight);
  const clampRow = (row: number) => Math.min(total - 1, Math.max(0, row));
  switch (key) {
    case "ArrowDown":
      return { ...at, row: clampRow(at.row + 1) };
    case "ArrowUp":
      return { ...at, row: clampRow(at.row - 1) };
    case "ArrowRight":
      return { ...at, col: Math.min(columnCount, at.col + 1) };
    case "ArrowLeft":
      return { ...at, col: Math.max(0, at.col - 1) };
    case "PageDown":
      return { ...at, row: clampRow(at.row + pageRows) };
    case "PageUp":
      return { ...at, row: clampRow(at.row - pageRows) };
    case "Home":
      return { ...at, col: 0 };
    case "End":
      return { ...at, col: columnCount };
    default:
      return null;
  }
}

export function ReportGrid({ columns, total, rows, rowAt, onScroll, isEditable, onFix, describedBy }: ReportGridProps) {
  const { t } = useTranslation("census");
  const language = useLanguage();
  const viewport = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<Position>({ row: 0, col: 1 });
  const [editing, setEditing] = useState<Position | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const shouldFocus = useRef(false);
  const template = `${ROW_NUMBER_WIDTH}px repeat(${columns.length}, ${COLUMN_WIDTH}px)`;
  const width = ROW_NUMBER_WIDTH + columns.length * COLUMN_WIDTH;
  // The active cell is the grid's one tab stop; scrolled out of the window, the first rendered row's cell is.
  const tabRow = active.row >= rows.start && active.row < rows.end ? active.row : rows.start;

  useEffect(() => {
    if (!shouldFocus.current || editing) return;
    const cell = viewport.current?.querySelector<HTMLElement>(`[data-cell="${active.row}:${active.col}"]`);
    if (cell) {
      shouldFocus.current = false;
      cell.focus();
    }
  });

  const moveTo = (position: Position) => {
    setActive(position);
    shouldFocus.current = true;
    const element = viewport.current;
    if (!element) return;
    const scrollTop = scrollToShow(position.row, element.scrollTop, GRID_METRICS, HEADER_HEIGHT);
    if (scrollTop !== element.scrollTop) {
      element.scrollTop = scrollTop;
      onScroll(scrollTop);
    }
  };

  const startEditing = (position: Position) => {
    if (!isEditable || position.col === 0 || !rowAt(position.row)) return;
    setActive(position);
    setEditing(position);
  };

  const onCellKeyDown = (event: KeyboardEvent, position: Position) => {
    if (event.key === "Enter" || event.key === "F2") {
      event.preventDefault();
      startEditing(position);
      return;
    }
    const next = nextPosition(event.key, position, total, columns.length);
    if (!next) return;
    event.preventDefault();
    moveTo(next);
  };

  const stopEditing = () => {
    setEditing(null);
    shouldFocus.current = true;
  };

  const save = (row: CensusRow, column: ReportColumn, value: string) => {
    setIsSaving(true);
    void onFix(row, column.index, value).finally(() => {
      setIsSaving(false);
      stopEditing();
    });
  };

  const renderRow = (index: number) => {
    const row = rowAt(index);
    const mappedFields = new Set(columns.map((column) => column.fieldId));
    const unplaced = row?.issues.filter((issue) => !mappedFields.has(issue.fieldId)) ?? [];
    const cellProps = (position: Position) => ({
      "data-cell": `${position.row}:${position.col}`,
      tabIndex: position.row === tabRow && position.col === active.col ? 0 : -1,
      onKeyDown: (event: KeyboardEvent) => onCellKeyDown(event, position),
      onFocus: () => setActive(position),
    });
    return (
      <tr
        key={index}
        aria-rowindex={index + 2}
        className={classes.row}
        style={{
          gridTemplateColumns: template,
          position: "absolute",
          top: index * GRID_METRICS.rowHeight,
          height: GRID_METRICS.rowHeight,
          width,
        }}
      >
        <th
          scope="row"
          aria-colindex={1}
          className={`${classes.cell} ${cellSeverityClass(unplaced) ?? ""}`}
          {...cellProps({ row: index, col: 0 })}
        >
          {row ? (
            <CellContent value={t("report.rowNumber", { number: row.rowNumber })} issues={unplaced} isFixed={false} />
          ) : (
            t("report.loadingRow")
          )}
        </th>
        {columns.map((column, columnOffset) => {
          const position = { row: index, col: columnOffset + 1 };
          const issues = row?.issues.filter((issue) => issue.fieldId === column.fieldId) ?? [];
          const value = row?.values[column.index] ?? "";
          const isEditing = editing?.row === index && editing.col === position.col;
          return (
            <td
              key={column.index}
              aria-colindex={columnOffset + 2}
              className={`${classes.cell} ${cellSeverityClass(issues) ?? ""}`}
              {...cellProps(position)}
              onKeyDown={(event) => onCellKeyDown(event, position)}
              onClick={() => startEditing(position)}
            >
              {row && isEditing ? (
                <CellEditor
                  label={t("report.editLabel", { column: column.header, row: row.rowNumber })}
                  initialValue={value}
                  isSaving={isSaving}
                  onSave={(text) => save(row, column, text)}
                  onCancel={stopEditing}
                />
              ) : (
                row && <CellContent value={value} issues={issues} isFixed={row.corrected.includes(column.index)} />
              )}
            </td>
          );
        })}
      </tr>
    );
  };

  const rendered: number[] = [];
  for (let index = rows.start; index < rows.end; index++) rendered.push(index);
  return (
    <div
      ref={viewport}
      className={classes.viewport}
      style={{ height: GRID_METRICS.viewportHeight }}
      onScroll={(event: UIEvent<HTMLDivElement>) => onScroll(event.currentTarget.scrollTop)}
    >
      <table
        aria-label={t("report.gridLabel")}
        aria-describedby={describedBy}
        aria-rowcount={total + 1}
        aria-colcount={columns.length + 1}
        className={classes.table}
        style={{ width }}
      >
        <thead className={classes.header}>
          <tr
            aria-rowindex={1}
            className={classes.row}
            style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
          >
            <th scope="col" aria-colindex={1} className={classes.cell}>
              {t("report.row")}
            </th>
            {columns.map((column, columnOffset) => (
              <th key={column.index} scope="col" aria-colindex={columnOffset + 2} className={classes.cell}>
                {column.header}
                <span className={classes.fieldLabel}>{censusField(column.fieldId).label[language]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={classes.body} style={{ height: total * GRID_METRICS.rowHeight }}>
          {rendered.map(renderRow)}
        </tbody>
      </table>
    </div>
  );
}
