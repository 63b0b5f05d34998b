import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../theme';
import { box } from './Box.css';
import { splitSprinkleProps } from './splitSprinkleProps';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'color'> & {
    /** The element to render, for the right semantics (`section`, `ul`, `header`...). @default 'div' */
    as?: ElementType;
    children?: ReactNode;
  };

/**
 * The layout primitive: takes the theme's sprinkle props (padding, gap, display, flex and grid
 * properties, background, radius; responsive values like `{ mobile: 'column', md: 'row' }`) and
 * renders them as atomic classes. Together with `Stack` it is the only component that accepts
 * layout props; other components keep their own spacing.
 */
export function Box({ as: Element = 'div', ...props }: BoxProps) {
  const { sprinkleProps, otherProps } = splitSprinkleProps(props);
  return <Element className={`${box} ${sprinkles(sprinkleProps)}`} {...otherProps} />;
}
