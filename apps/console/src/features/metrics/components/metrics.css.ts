import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';

/** The page styles every monitoring screen shares. */
export { muted, page, problem, section, sectionTitle, toolbar } from '../../../entities/monitoring/monitoring.css';

export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });

/** The range's totals, a row of figures that wraps on a phone. */
export { figures as totals, figure as total, figureLabel as totalLabel, figureValue as totalValue } from '../../../components/figures/figures.css';

export const chartGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  gap: vars.space.xl,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const figureHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const figureTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const intervalLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}` });
