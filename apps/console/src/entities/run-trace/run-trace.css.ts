import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

/** A column of parts: the trace, a step's details. */
export const trace = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The run's facts as label and value pairs, as many columns as fit (one at 360 px). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const value = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: '12rem',
  overflow: 'auto',
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const skippedNote = style({ margin: 0, color: vars.color.textMuted });

export const errorText = style({ display: 'flex', gap: vars.space.xs, color: vars.color.dangerText, margin: 0, overflowWrap: 'anywhere' });

export const waterfall = style({
  maxHeight: '24rem',
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
});

/**
 * A row: its name, indented by its depth, over its bar. The bar is not indented, so every bar
 * stays on the one time axis at every width.
 */
export const stepRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.accentSubtle, color: vars.color.accentText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});

/** A skipped or reused step did not run: its row is muted (its words say which); selected, it reads as any other. */
export const mutedRow = style({ color: vars.color.textMuted });

export const stepLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  paddingInlineStart: `calc((var(--tree-item-level, 1) - 1) * ${vars.space.lg})`,
});
export const stepName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const stepMeta = style({ marginInlineStart: 'auto', fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });

export const chevron = style({
  display: 'inline-flex',
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  cursor: 'pointer',
  transition: `transform ${vars.motion.duration.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(90deg)' } },
});
export const chevronSpace = style({ display: 'inline-block', width: vars.space.lg, flexShrink: 0 });

export const track = style({ position: 'relative', height: vars.space.md, background: vars.color.surfaceSunken, borderRadius: vars.radius.sm });
export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  minWidth: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.borderStrong,
});
/** The slowest path's bars are solid accent; the row also says so in words and with an icon. */
export const slowBar = style({ background: vars.color.accent });


export const reviewActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
export const errorList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, paddingInlineStart: vars.space.lg });
