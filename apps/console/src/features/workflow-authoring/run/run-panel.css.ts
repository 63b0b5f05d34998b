import { vars } from '@agentdeck/ui/theme';
import { style } from '@vanilla-extract/css';

export const runActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginBlock: vars.space.md });

export const notReached = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
