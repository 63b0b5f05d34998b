import { createContainer, style } from '@vanilla-extract/css';
import { tokens, vars } from '@agentdeck/ui/theme';
import { barHeight } from './layout.css';

const smallScreen = `screen and (max-width: ${tokens.smallScreenMaxWidth - 1}px)`;

/**
 * The header is a container: what fits in one row depends on the header's own width (a phone, or
 * a tablet beside the open sidebar), not on the screen's.
 */
const headerContainer = createContainer();
/** Below 640px of header: the title and breadcrumb move to a row of their own under the controls. */
const narrow = `${headerContainer} (max-width: ${tokens.breakpoints.sm - 1}px)`;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  containerType: 'inline-size',
  containerName: headerContainer,
  // On a phone a two-row header would hold a large share of a short screen: it scrolls away.
  '@media': { [smallScreen]: { position: 'static' } },
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"lead title actions"',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  minHeight: barHeight,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  '@container': {
    [narrow]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"lead . actions" "title title title"',
      alignContent: 'center',
      paddingInline: vars.space.md,
      paddingBlock: vars.space.sm,
    },
  },
});

/** The sidebar toggle (or, on a small screen, the button opening the sidebar sheet), or the logo. */
export const lead = style({
  gridArea: 'lead',
  alignSelf: 'stretch',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

export const sidebarToggle = style({
  // The sidebar toggle is hidden on small screens (spec 000 section 2.3).
  '@media': { [smallScreen]: { display: 'none' } },
});

export const titleBlock = style({
  gridArea: 'title',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // In its own row the title may take two lines rather than lose its end.
  '@container': { [narrow]: { whiteSpace: 'normal', overflowWrap: 'break-word' } },
});

export const actions = style({
  gridArea: 'actions',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

/** The signed-in user's name on the user menu button; a narrow header shows the icon only (the name stays in its label). */
export const userName = style({
  '@container': { [narrow]: { display: 'none' } },
});

/** Sets the logo apart from the page title in the full-width header. */
export const logoDivider = style({
  alignSelf: 'stretch',
  width: '1px',
  marginBlock: vars.space.sm,
  background: vars.color.border,
  '@container': { [narrow]: { display: 'none' } },
});
