import { style } from '@vanilla-extract/css';
import { vars } from '@agentdeck/ui/theme';
import { panel } from '../../../entities/monitoring/monitoring.css';

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

export const figure = style([panel, { gap: vars.space.sm }]);

export const figureHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const figureTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const intervalLinks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}` });
