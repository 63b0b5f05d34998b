import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const dialogFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '12rem',
  color: vars.color.textMuted,
});

export const warning = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerText,
  fontSize: vars.font.size.sm,
});

export const editorTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const promptText = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '20rem',
  overflowY: 'auto',
});

export const facts = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const factLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

/** View, then the shared Edit and Delete, on one line. */
export const actionsRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const editorHost = style({ display: 'contents' });
