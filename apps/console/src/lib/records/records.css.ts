import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The lock line of a read-only record, above its fields. */
export const readOnlyNotice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
});

export const noticeIcon = style({
  flexShrink: 0,
  width: vars.size.icon,
  height: vars.size.icon,
  marginTop: vars.space.xxs,
});

export const nameCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const rowActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The row above a records list: its intro or heading, and the 'New …' button at the end. */
export const listToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** Buttons before the 'New …' button (the registry's Import), kept together and wrapping as one. */
export const toolbarActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A records screen: its list (toolbar and table), one under the other. */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A records screen with something above its list (the LLM usage summary): wider apart. */
export const pageWithAbove = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

/** The list of such a screen, under its own heading. */
export const listSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * The sentence at the top of a records list, beside the 'New …' button: it takes the room the
 * button leaves (up to 70 characters a line), and where less than 20rem would be left it has
 * the line to itself, the button under it.
 */
export const intro = style({ flex: '1 1 20rem', margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const listHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

/** A form shown inside another surface (a selector modal): fields, then the actions at the end. */
export const inlineSurface = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const inlineFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/** A selector field's message, under its summary card. */
export const selectorError = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.dangerText,
  fontSize: vars.font.size.sm,
});

/** The fields of a part's drawer (FormDrawerCard), one under the other. */
export const drawerForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** `FieldGroup`: fields under a legend, in a bordered box. */
export const fieldGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const fieldGroupLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

/** The records using one that is about to be deleted, a line per kind, in its confirmation. */
export const usesList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  listStyle: 'disc',
});

/** The spinner of a drawer or dialog whose code is still loading, in the middle of its body. */
export const loadingSurface = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});
