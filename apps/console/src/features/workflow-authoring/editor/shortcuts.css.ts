import { vars } from '@agentdeck/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const shortcutList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

globalStyle(`${shortcutList} > div`, { display: 'grid', gridTemplateColumns: '9rem 1fr', gap: vars.space.md, alignItems: 'baseline' });
globalStyle(`${shortcutList} dd`, { margin: 0 });

export const shortcutKeys = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
