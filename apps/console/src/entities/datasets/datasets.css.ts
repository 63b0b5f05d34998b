import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const problem = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.dangerText, fontSize: vars.font.size.sm });
