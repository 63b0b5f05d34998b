import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui';

/** Two short fields side by side (max tokens and temperature). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** A vault key select with its 'New Vault' button at the control's height. */
export const vaultKeyRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
});

/** Lines the button up with the select, under the label's line. */
export const newVaultButton = style({
  paddingTop: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs})`,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
