import { VisuallyHidden } from '@agentdeck/ui';
import { useId, type ReactNode } from 'react';
import type { ChartOption } from './chart-option';
import { chartFrame, chartHeights } from './Chart.css';
import { LazyEChart } from './LazyEChart';

export interface ChartProps {
  /** The chart's accessible name, such as 'Credit usage by month'. */
  label: string;
  /** What the chart shows, in words: read after the name by screen readers. */
  description: string;
  option: ChartOption;
  /** @default 'regular' */
  size?: keyof typeof chartHeights;
  /** The figures behind the chart for screen reader users, usually a `ChartDataTable`. */
  data?: ReactNode;
  /** Makes a range of the chart's categories selectable by dragging across it. */
  onBrush?: (range: [number, number]) => void;
}

/**
 * A chart as an image with a name and a description (the drawing itself says nothing to
 * assistive technology), followed by its figures as a visually hidden table. The frame keeps
 * its height while ECharts loads, so nothing below it moves.
 */
export function Chart({ label, description, option, size = 'regular', data, onBrush }: ChartProps) {
  const descriptionId = useId();
  return (
    <div>
      <div
        role="img"
        aria-label={label}
        aria-describedby={descriptionId}
        className={`${chartFrame} ${chartHeights[size]}`}
      >
        <LazyEChart option={option} onBrush={onBrush} />
      </div>
      <VisuallyHidden id={descriptionId}>{description}</VisuallyHidden>
      {data}
    </div>
  );
}

export interface ChartDataTableProps {
  caption: string;
  /** The header of each column, the first naming the rows (such as 'Month'). */
  columns: readonly string[];
  /** One row per entry: its name, then a text per remaining column. */
  rows: readonly (readonly string[])[];
}

/** A chart's figures for screen reader users, who cannot hover the chart's points. */
export function ChartDataTable({ caption, columns, rows }: ChartDataTableProps) {
  return (
    <VisuallyHidden as="div">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, ...cells]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {cells.map((cell, index) => (
                <td key={columns[index + 1]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
