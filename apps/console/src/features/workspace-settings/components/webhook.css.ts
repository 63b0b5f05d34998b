import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The form sits on a sunken panel so it reads apart from the list below it. */
export const formPanel = style([
  section,
  {
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    scrollMarginTop: vars.space.lg,
  },
]);

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: '32px',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const note = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const headerRow = style({
  display: 'grid',
  // The third column holds the remove button, kept on every row so the columns line up.
  gridTemplateColumns: `minmax(0, 1fr) minmax(0, 1fr) ${vars.size.controlHeight}`,
  alignItems: 'start',
  gap: vars.space.sm,
});

export const headerRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The titles above the header columns, styled as field labels. */
export const columnTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const formActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const url = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const copied = style({
  fontSize: vars.font.size.xs,
  color: vars.color.successText,
  fontWeight: vars.font.weight.medium,
});

export const itemActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});

export const empty = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
