import type { ReactNode } from 'react';
import type { Sprinkles } from '../../theme';
import { Box, type BoxProps } from '../Box';

type Space = Exclude<Sprinkles['gap'], undefined | object>;

export const stackDirections = ['column', 'row'] as const;

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** Main axis. @default 'column' */
  direction?: (typeof stackDirections)[number] | Sprinkles['flexDirection'];
  /** Space between children, a theme space token. @default 'md' */
  gap?: Space | Sprinkles['gap'];
  /** Cross-axis alignment (`alignItems`). */
  align?: Sprinkles['alignItems'];
  /** Main-axis distribution (`justifyContent`). */
  justify?: Sprinkles['justifyContent'];
  /** Lets children wrap onto new lines. @default false */
  wrap?: boolean;
  children?: ReactNode;
}

/**
 * Lays children out in a column (or a row) with a token gap between them. The gap replaces
 * margins between siblings, so components never need outer margins of their own.
 */
export function Stack({
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  ...props
}: StackProps) {
  return (
    <Box
      display="flex"
      flexDirection={direction}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      flexWrap={wrap ? 'wrap' : undefined}
      {...props}
    />
  );
}
