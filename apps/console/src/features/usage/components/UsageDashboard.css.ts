import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const dashboard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const range = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

// Cards of a row keep one height: the item is a grid, so the card inside stretches to it.
globalStyle(`${cardGrid} > li`, { display: 'grid' });

export const panelGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.xl,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const figureTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const amount = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const amountValue = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const meter = style({
  position: 'relative',
  height: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const meterFill = style({ height: '100%', background: vars.color.accent });

export const meterFillOver = style({ background: vars.color.danger });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const note = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const trendUp = style({ color: vars.color.warningText });
export const trendDown = style({ color: vars.color.successText });
export const overQuota = style({
  color: vars.color.dangerText,
  fontWeight: vars.font.weight.medium,
});

export const executions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const picker = style({ width: 'min(100%, 16rem)' });

export const panelBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const workflowName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const emptyText = style({
  margin: 0,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
});

export const failureText = style({
  flex: '1 1 12rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

globalStyle(`${failureText} p`, { margin: 0 });

export const failureTitle = style({ fontWeight: vars.font.weight.semibold });
