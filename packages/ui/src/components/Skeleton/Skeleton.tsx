import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { vars } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden';
import { group, heightVar, lines as linesClass, skeleton, visibleLabel, widthVar, type skeletonShapes } from './Skeleton.css';

export interface SkeletonProps {
  /** `text` is a line of text, `rect` a block (card, chart, image), `circle` an avatar or logo. @default 'text' */
  shape?: (typeof skeletonShapes)[number];
  /** A CSS length. Defaults to the full width for text and rect, and to the height for a circle. */
  width?: string;
  /** A CSS length. Defaults to one line of text, a control's height for rect, and 48px for a circle. */
  height?: string;
  /** For `text`: how many lines; the last one is shorter, like a paragraph. @default 1 */
  lines?: number;
}

const defaultHeights = {
  text: vars.font.size.md,
  rect: vars.size.controlHeight,
  circle: vars.size.providerLogo,
} as const;

/**
 * A placeholder with the shape of content that is still loading. The shimmer stops when the user
 * asks for reduced motion.
 *
 * Accessibility: a skeleton is decorative and hidden from assistive technology on its own; put
 * skeletons inside a `SkeletonGroup`, whose `label` ('Analyzing Your Data') is what screen
 * readers announce while loading.
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  const resolvedHeight = height ?? defaultHeights[shape];
  const resolvedWidth = width ?? (shape === 'circle' ? resolvedHeight : '100%');
  const bar = (barWidth: string, key?: number) => (
    <span
      key={key}
      aria-hidden
      className={skeleton({ shape })}
      style={assignInlineVars({ [widthVar]: barWidth, [heightVar]: resolvedHeight })}
    />
  );
  if (shape !== 'text' || lines <= 1) return bar(resolvedWidth);
  return (
    <span aria-hidden className={linesClass} style={assignInlineVars({ [widthVar]: resolvedWidth })}>
      {Array.from({ length: lines }, (_, index) => bar(index === lines - 1 ? '60%' : '100%', index))}
    </span>
  );
}

export interface SkeletonGroupProps {
  /** What is loading, announced to screen readers, such as 'Analyzing Your Data'. @default 'Loading' */
  label?: string;
  /** Also draws the label under the placeholders. @default false */
  showLabel?: boolean;
  /** The skeletons, laid out like the content they stand for. */
  children: ReactNode;
}

/**
 * The container of a loading layout. It is a polite `status` region with `aria-busy`, named
 * by `label`; the placeholders inside are hidden from assistive technology.
 */
export function SkeletonGroup({ label = 'Loading', showLabel = false, children }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={group}>
      <div aria-hidden className={group}>
        {children}
      </div>
      {showLabel ? <p className={visibleLabel}>{label}</p> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
}
