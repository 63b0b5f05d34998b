import { style } from '@vanilla-extract/css';
import { tokens, vars } from '@agentdeck/ui';
import { barHeight } from './layout.css';

const smallScreen = `screen and (max-width: ${tokens.smallScreenMaxWidth - 1}px)`;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: barHeight,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sidebarToggle = style({
  // The sidebar toggle is hidden on small screens (spec 000 section 2.3).
  '@media': { [smallScreen]: { display: 'none' } },
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

/** Sets the logo apart from the page title in the full-width header. */
export const logoDivider = style({
  alignSelf: 'stretch',
  width: '1px',
  marginBlock: vars.space.sm,
  background: vars.color.border,
});
