import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

/**
 * Separates the props that are sprinkle (layout utility) properties from the rest, so a
 * layout component can turn the first into class names and pass the second to the DOM.
 */
export function splitSprinkleProps<P extends Record<string, unknown>>(
  props: P,
): { sprinkleProps: Sprinkles; otherProps: Omit<P, keyof Sprinkles> } {
  const sprinkleProps: Record<string, unknown> = {};
  const otherProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) {
      if (value !== undefined) sprinkleProps[key] = value;
    } else {
      otherProps[key] = value;
    }
  }
  return {
    sprinkleProps: sprinkleProps as Sprinkles,
    otherProps: otherProps as Omit<P, keyof Sprinkles>,
  };
}
