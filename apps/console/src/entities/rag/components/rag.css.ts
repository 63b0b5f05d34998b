import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const stepHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const stepHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontSize: vars.font.size.sm,
});

export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

export const retrievalTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const retrievalSummary = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const retrievalBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const planSteps = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const planStepTitle = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const planStepDetail = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
