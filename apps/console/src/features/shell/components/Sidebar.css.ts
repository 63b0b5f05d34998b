import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';
import { barHeight } from './layout.css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' };

/** The sidebar's column in the page grid, from 768px up. */
export const slot = style({
  position: 'relative',
  width: vars.size.sidebarWidth,
  flexShrink: 0,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { '&[data-collapsed]': { width: vars.size.sidebarCollapsedWidth } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  width: vars.size.sidebarWidth,
  height: '100dvh',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  zIndex: vars.zIndex.sidebar,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-collapsed]': { width: vars.size.sidebarCollapsedWidth },
    // Inside the small screen's sheet: the sheet gives the size.
    '&[data-sheet]': { position: 'static', width: '100%', height: '100%', borderRight: 'none', outline: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' } });

/** Plays `keyframe` as react-aria mounts the element and backwards as it leaves; still for reduced motion. */
const enterAndExit = (keyframe: string, easing: string) => ({
  selectors: {
    '&[data-entering]': { animation: `${keyframe} ${vars.motion.duration.normal} ${easing}` },
    '&[data-exiting]': { animation: `${keyframe} ${vars.motion.duration.fast} ${vars.motion.easing.standard} reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

/** Below 768px: the dimmed page behind the open sheet (a click on it closes the sheet). */
export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  ...enterAndExit(fadeIn, vars.motion.easing.standard),
});

/** The sheet: 18rem from the left edge, full height (spec 000 section 9: 'mobile 18rem'). */
export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  width: vars.size.sidebarMobileWidth,
  // A sliver of the page stays in view on the narrowest phones, so it reads as a sheet over it.
  maxWidth: `calc(100% - ${vars.size.sidebarCollapsedWidth})`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  ...enterAndExit(slideIn, vars.motion.easing.emphasized),
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: barHeight,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    [`${sidebar}[data-collapsed] &`]: { paddingInline: vars.space.sm, justifyContent: 'center' },
    // The sheet's close button sits at the end of the brand row.
    [`${sidebar}[data-sheet] &`]: { justifyContent: 'space-between' },
  },
});

export const nav = style({
  flex: 1,
  overflowY: 'auto',
  overflowX: 'hidden',
  paddingBlock: vars.space.sm,
});

export const group = style({
  paddingInline: vars.space.sm,
  selectors: { '& + &': { marginTop: vars.space.sm } },
});

export const groupHeading = style({ margin: 0 });

export const groupTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlHeightSmall,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  textAlign: 'left',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const groupLabel = style({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({
  width: vars.size.icon,
  height: vars.size.icon,
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const groupPanel = style({
  selectors: { '&[aria-hidden="true"], &[hidden]': { display: 'none' } },
});

export const itemList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, paddingBlock: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlHeight,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]:not([aria-disabled="true"])': { background: vars.color.surfaceHover },
    '&[data-focus-visible], &:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accentText,
      fontWeight: vars.font.weight.medium,
    },
    // Unavailable items stay focusable so their tooltip can say why; they look dimmed.
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    [`${sidebar}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const itemIcon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });

export const itemLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** Marks an unavailable item at the end of its row, so it reads as locked without colour alone. */
export const lockIcon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0, marginInlineStart: 'auto' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const menuButton = style([item, { width: '100%', background: 'none', border: 'none', font: 'inherit', textAlign: 'left' }]);
