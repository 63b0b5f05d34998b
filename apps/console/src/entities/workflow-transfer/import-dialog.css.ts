import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';
import { usesList } from '../../lib/records/records.css';

/** The import dialog's body: what to choose, the file, what it says, the preview. */
export const importBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const text = style({ margin: 0 });

export const fileRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const fileName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const problem = style({ margin: 0, color: vars.color.dangerText, fontSize: vars.font.size.sm });

export const checking = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const previewHeading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

/** The references not found: a bulleted list like the kit's where-used lines, long names wrapping. */
export const previewList = style([usesList, { overflowWrap: 'anywhere' }]);
