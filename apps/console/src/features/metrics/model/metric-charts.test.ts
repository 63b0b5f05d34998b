import type { MoveMarker } from '@agentdeck/api-client';
import { describe, expect, it } from 'vitest';
import type { ChartColors } from '../../../components/charts/chart-option';
import { describeChart } from './chart-description';
import { metricChartOption } from './metric-chart-option';
import { chartLabel, chartLines, chartTitle, intervalStarts, MAX_LINES, markersByInterval } from './metric-charts';
import { days, release, response, series } from './test-response';

const move: MoveMarker = { at: '2026-11-11T10:00:00.000Z', workflowId: 'wf-policy', workflowName: 'Policy Q&A', environment: 'production', kind: 'deploy', from: '1.0.0', to: '1.1.0', canary: null };

const colors: ChartColors = {
  text: '#111',
  textMuted: '#666',
  border: '#ddd',
  surface: '#fff',
  tooltipBackground: '#222',
  tooltipText: '#eee',
  series: ['#a00', '#0a0', '#00a'],
  danger: '#d00',
  warning: '#dd0',
  success: '#0d0',
  accent: '#00d',
};

const ungrouped = response('none', [series('all', 'All workflows', [[10, 1], [20, 10], [0, 0]])]);
const byWorkflow = response('workflow', [series('wf-claims', 'Claims triage', [[5, 0], [10, 8], [2, 0]]), series('wf-policy', 'Policy Q&A', [[5, 1], [10, 2], [0, 0]])]);

describe('the lines of a chart', () => {
  it('draws one line without grouping, with no error rate where nothing ran', () => {
    expect(chartLines(ungrouped, 'runs')).toMatchObject([{ key: 'all', name: 'Runs', values: [10, 20, 0] }]);
    expect(chartLines(ungrouped, 'errorRate')[0]!.values).toEqual([0.1, 0.5, null]);
  });

  it("draws latency's three percentiles without grouping, and each group's p95 grouped", () => {
    expect(chartLines(ungrouped, 'latency').map((line) => [line.name, line.values])).toEqual([
      ['p50', [500, 500, null]],
      ['p95', [1000, 1000, null]],
      ['p99', [2000, 2000, null]],
    ]);
    expect(chartLines(byWorkflow, 'latency').map((line) => [line.name, line.group])).toEqual([
      ['Claims triage', 'wf-claims'],
      ['Policy Q&A', 'wf-policy'],
    ]);
  });

  it('draws a line per group, the groups with the most runs first, at most MAX_LINES', () => {
    const many = response('node', Array.from({ length: MAX_LINES + 2 }, (_, index) => series(`n${index}`, `Node ${index}`, [[10 - index, 0]])));
    const lines = chartLines(many, 'tokens');
    expect(lines).toHaveLength(MAX_LINES);
    expect(lines[0]).toMatchObject({ name: 'Node 0', values: [1000, 0, 0], group: 'n0' });
  });

  it('names the charts: steps for model and node groups, the percentiles of latency', () => {
    expect(chartTitle('runs', 'model')).toBe('Steps');
    expect(chartTitle('latency', 'none')).toBe('Active time (p50, p95, p99)');
    expect(chartLabel('errorRate', 'version', 'hour')).toBe('Error rate per hour by version');
    expect(chartLabel('latency', 'none', 'day')).toBe('Active time per day, p50, p95 and p99');
  });

  it('puts a release in the interval that holds it, and none outside the intervals', () => {
    const late = { ...release, at: '2026-11-13T01:00:00.000Z' };
    const early = { ...release, at: '2026-11-09T23:00:00.000Z' };
    const twice = { ...release, version: '2.0.1', releaseType: 'patch' as const, at: '2026-11-11T20:00:00.000Z' };
    expect([...markersByInterval(days, 'day', [release, late, early, twice])]).toEqual([[1, [release, twice]]]);
  });
});

describe('the option of a chart', () => {
  const lines = chartLines(byWorkflow, 'errorRate');
  const option = (focus?: string) =>
    metricChartOption({ chart: 'errorRate', lines, starts: days, interval: 'day', markers: markersByInterval(days, 'day', [release]), focus, grouped: true, colors, animate: false });

  it('draws a line per group in the series colours, brushable along time, days as the axis', () => {
    const drawn = option();
    expect(drawn.brush).toMatchObject({ xAxisIndex: 0, brushType: 'lineX' });
    expect(drawn.xAxis).toMatchObject({ type: 'category', data: ['10/11/2026', '11/11/2026', '12/11/2026'] });
    // The axis goes without the year: the tooltip and the chart's description keep it.
    const { formatter } = (drawn.xAxis as { axisLabel: { formatter: (label: string, index: number) => string } }).axisLabel;
    expect([0, 1, 2].map((index) => formatter('', index))).toEqual(['10/11', '11/11', '12/11']);
    const all = drawn.series as { name: string; color?: string; data: unknown[] }[];
    expect(all.map((one) => [one.name, one.color, one.data])).toEqual([
      ['Claims triage', '#a00', [0, 0.8, 0]],
      ['Policy Q&A', '#0a0', [0.2, 0.2, null]],
      ['Releases', undefined, [null, null, null]],
    ]);
  });

  it("marks each release at its interval with its version and release type, and names its workflow in the tooltip", () => {
    const drawn = option();
    const releases = (drawn.series as { markLine?: { data: { xAxis: number; label: { formatter: string } }[] } }[]).at(-1)!;
    expect(releases.markLine!.data).toEqual([{ xAxis: 1, label: { formatter: '2.0.0 (major)' } }]);
    const tooltip = drawn.tooltip as { formatter: (params: unknown) => string };
    const text = tooltip.formatter([
      { dataIndex: 1, seriesName: 'Claims <b>triage</b>', value: 0.8, marker: '' },
      { dataIndex: 1, seriesName: 'Releases', value: undefined, marker: '' },
    ]);
    expect(text).toBe('11/11/2026<br/>Claims &lt;b&gt;triage&lt;/b&gt;: 80%<br/>Published: Claims triage 2.0.0 (major)');
  });

  it("marks an environment's moves beside the releases, labelled with the environment and where it went, and names them in the tooltip", () => {
    const rollback: MoveMarker = { ...move, at: '2026-11-12T08:00:00.000Z', kind: 'rollback', from: '1.1.0', to: '1.0.0' };
    const canary: MoveMarker = { ...move, at: '2026-11-11T18:00:00.000Z', kind: 'canary', from: '1.1.0', to: '1.1.0', canary: { version: '1.1.1', percent: 20 } };
    const drawn = metricChartOption({
      chart: 'runs', lines, starts: days, interval: 'day', markers: markersByInterval(days, 'day', [release]), moves: markersByInterval(days, 'day', [move, canary, rollback]), grouped: true, colors, animate: false,
    });
    const marks = (drawn.series as { markLine?: { data: { xAxis: number; label: { formatter: string } }[] } }[]).at(-1)!;
    expect(marks.markLine!.data).toEqual([
      { xAxis: 1, label: { formatter: '2.0.0 (major), production → 1.1.0 (deploy), production canary 1.1.1 at 20%' } },
      { xAxis: 2, label: { formatter: 'production → 1.0.0 (rollback)' } },
    ]);
    const tooltip = drawn.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ dataIndex: 2, seriesName: 'Policy Q&A', value: 10, marker: '' }])).toBe('12/11/2026<br/>Policy Q&amp;A: 10<br/>Moved: Policy Q&amp;A production → 1.0.0 (rollback)');
  });

  it('fades the other groups when one is chosen', () => {
    const styles = (option('wf-policy').series as { lineStyle: { opacity: number; width: number } }[]).slice(0, 2).map((one) => one.lineStyle);
    expect(styles.map(({ opacity, width }) => [opacity, width])).toEqual([
      [0.3, 2],
      [1, 3],
    ]);
  });

  it('draws the ungrouped failures in the danger colour', () => {
    const drawn = metricChartOption({ chart: 'failures', lines: chartLines(ungrouped, 'failures'), starts: days, interval: 'day', markers: new Map(), grouped: false, colors, animate: false });
    expect((drawn.series as { color: string }[])[0]!.color).toBe('#d00');
    expect(drawn.series).toHaveLength(1); // no releases, no series for them
  });
});

describe('a chart in words', () => {
  const describe_ = (chart: Parameters<typeof describeChart>[0]['chart'], from = ungrouped) =>
    describeChart({ chart, response: from, lines: chartLines(from, chart), starts: intervalStarts(from) });

  it('gives the totals, the peak and when, the releases and what brushing opens', () => {
    expect(describe_('runs')).toBe(
      '30 runs from 10/11/2026 to 12/11/2026; most 20 on 11/11/2026. Releases: Claims triage 2.0.0 (major) on 11/11/2026. Drag across the chart to open its runs in that range, or show its data for a link per day.',
    );
    expect(describe_('errorRate')).toMatch(/^Error rate 36\.7% \(11 of 30 runs\) from 10\/11\/2026 to 12\/11\/2026; peak 50% on 11\/11\/2026 \(10 of 20 runs\)\. .* open its error lines in that range/);
    expect(describe_('latency')).toMatch(/^Active time p50 500 ms, p95 1\.0 s, p99 2\.0 s \(wall time p95 10\.0 s\) from 10\/11\/2026 to 12\/11\/2026; highest p95 1\.0 s on 10\/11\/2026\./);
    expect(describe_('credits')).toMatch(/^3 credits from 10\/11\/2026 to 12\/11\/2026; most 2 on 11\/11\/2026\./);
  });

  it("names the environments' moves after the releases", () => {
    const ended: MoveMarker = { ...move, at: '2026-11-12T08:00:00.000Z', kind: 'canary', canary: null };
    const moved = { ...ungrouped, moves: [move, ended] };
    expect(describe_('runs', moved)).toContain(
      'Releases: Claims triage 2.0.0 (major) on 11/11/2026. Moves: Policy Q&A production → 1.1.0 (deploy) on 11/11/2026; Policy Q&A production canary ended on 12/11/2026. Drag',
    );
  });

  it("gives each group's figures and peak when grouped, in steps for nodes", () => {
    expect(describe_('errorRate', byWorkflow)).toMatch(
      /^By workflow from 10\/11\/2026 to 12\/11\/2026\. Claims triage: error rate 47\.1% \(8 of 17 runs\), peak 80% on 11\/11\/2026 \(8 of 10 runs\); Policy Q&A: error rate 20% \(3 of 15 runs\), peak 20% on 10\/11\/2026 \(1 of 5 runs\)\./,
    );
    expect(describe_('latency', byWorkflow)).toContain('Claims triage: p95 1.0 s (wall time 10.0 s)');
    const nodes = response('node', [series('wf:n', 'Policy lookup', [[4, 1]], 'wf')], []);
    expect(describe_('failures', nodes)).toBe('By node from 10/11/2026 to 12/11/2026. Policy lookup: 1 failure of 4 steps, most 1 on 10/11/2026. Drag across the chart to open its runs in that range, or show its data for a link per day.');
  });

  it('says how many groups are drawn when there are more', () => {
    const many = response('model', Array.from({ length: MAX_LINES + 1 }, (_, index) => series(`m${index}`, `model-${index}`, [[1, 0]])), []);
    expect(describe_('runs', many)).toContain(`The ${MAX_LINES} of ${MAX_LINES + 1} groups with the most steps are drawn.`);
  });
});
