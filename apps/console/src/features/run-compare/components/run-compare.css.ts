import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The two runs: side by side where they fit, one above the other on a phone. */
export const sides = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))', gap: vars.space.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });
export const errorText = style({ margin: 0, color: vars.color.dangerText, overflowWrap: 'anywhere' });

/** The nodes' table scrolls sideways inside its frame on a narrow screen, not the page. */
export const tableFrame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const headCell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});
export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top', textAlign: 'start' });
export const nodeName = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: '9rem' });
export const sideCell = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxs, minWidth: '9rem' });
export const figures = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, whiteSpace: 'nowrap' });
/** A node that differs is marked by its words and a bar at its start, not by colour alone. */
export const changedRow = style({ boxShadow: `inset 3px 0 0 ${vars.color.warningText}` });
export const diffs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, paddingBlock: vars.space.sm });
export const diffTitle = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
/** A status badge that opens the step in its run's trace: the badge is the link's look; focus shows the ring. */
export const statusLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:hover': { textDecoration: 'underline' },
  },
});
