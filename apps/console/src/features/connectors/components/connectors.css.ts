import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** A group of fields that belong together (a source's weight and asset classes, a tuning row). */
export const rowGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

export const rowLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.font.weight.semibold,
});

export const rowHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The heading of a part of the form (Database Schema, Sensitivity Tuning) and of a tuning row. */
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.editorMinHeight,
  color: vars.color.textMuted,
});

export const schemaFile = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const schemaText = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '16rem',
  overflowY: 'auto',
});

export const schemaError = style({
  margin: 0,
  color: vars.color.dangerText,
  fontSize: vars.font.size.sm,
});
