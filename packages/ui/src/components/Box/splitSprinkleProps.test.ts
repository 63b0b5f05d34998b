import { describe, expect, it } from 'vitest';
import { splitSprinkleProps } from './splitSprinkleProps';

describe('splitSprinkleProps', () => {
  it('moves layout properties and shorthands to the sprinkle side', () => {
    const { sprinkleProps, otherProps } = splitSprinkleProps({
      padding: 'lg',
      gap: 'sm',
      display: 'flex',
      background: 'surface',
      id: 'panel',
      'aria-label': 'Summary',
    });
    expect(sprinkleProps).toEqual({ padding: 'lg', gap: 'sm', display: 'flex', background: 'surface' });
    expect(otherProps).toEqual({ id: 'panel', 'aria-label': 'Summary' });
  });

  it('keeps responsive values as they are', () => {
    const { sprinkleProps } = splitSprinkleProps({ flexDirection: { mobile: 'column', md: 'row' } });
    expect(sprinkleProps).toEqual({ flexDirection: { mobile: 'column', md: 'row' } });
  });

  it('drops undefined sprinkle values so they do not produce classes', () => {
    const { sprinkleProps, otherProps } = splitSprinkleProps({ gap: undefined, role: 'group' });
    expect(sprinkleProps).toEqual({});
    expect(otherProps).toEqual({ role: 'group' });
  });

  it('passes children and event handlers through untouched', () => {
    const onClick = () => {};
    const { otherProps } = splitSprinkleProps({ children: 'text', onClick, marginTop: 'xl' });
    expect(otherProps).toEqual({ children: 'text', onClick });
  });
});
