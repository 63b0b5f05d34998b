import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const intro = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, 18rem), 1fr))`,
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
