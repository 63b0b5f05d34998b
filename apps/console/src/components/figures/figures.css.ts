import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/**
 * A row of figures, each a value over its label in a box, wrapping on a phone: the metrics'
 * totals, a test report's summary. Markup: `<dl class=figures><div class=figure><dd
 * class=figureValue/><dt class=figureLabel/></div></dl>` (the value first, shown under the label).
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const figureValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });
