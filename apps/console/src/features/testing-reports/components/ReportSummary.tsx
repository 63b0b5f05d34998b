import type { ExperimentComparison, ExperimentSummary } from '@agentdeck/api-client';
import { formatDuration } from '../../../entities/run-trace';
import { deltaTone, formatAmountDelta, formatCount, formatPercent, formatRateDelta, formatScore, formatScoreDelta, scorerLabel } from '../model/report-format';
import { figure, figureLabel, figureValue, figures } from '../../../components/figures/figures.css';
import { delta as deltaClass, muted, section, title } from './reports.css';

interface Figure {
  label: string;
  value: string;
  /** The change against the baseline, and whether it is for the better. */
  change?: { text: string; tone: 'better' | 'worse' | 'same' };
}

const TONE_WORDS = { better: 'better', worse: 'worse', same: 'same' } as const;

/** The experiment's figures: pass rate, a mean per scorer, p95 latency and tokens, each with its change against the baseline. */
export function ReportSummary({ summary, comparison }: { summary: ExperimentSummary; comparison: ExperimentComparison | null }) {
  const deltas = comparison?.deltas;
  const items: Figure[] = [
    {
      label: 'Pass rate',
      value: `${formatPercent(summary.passRate)} (${summary.passed} of ${summary.items})`,
      change: deltas && { text: formatRateDelta(deltas.passRate), tone: deltaTone(deltas.passRate, true) },
    },
    ...Object.entries(summary.means).map(([name, mean]): Figure => {
      const change = deltas?.means[name];
      return {
        label: `Mean ${scorerLabel(name)}`,
        value: formatScore(mean),
        change: change === undefined ? undefined : { text: formatScoreDelta(change), tone: deltaTone(change, true) },
      };
    }),
    {
      label: 'p95 latency',
      value: formatDuration(summary.p95LatencyMs),
      change: deltas && deltas.p95LatencyMs !== null ? { text: formatAmountDelta(deltas.p95LatencyMs, ' ms'), tone: deltaTone(deltas.p95LatencyMs, false) } : undefined,
    },
    { label: 'Tokens', value: formatCount(summary.tokens), change: deltas && { text: formatAmountDelta(deltas.tokens), tone: deltaTone(deltas.tokens, false) } },
  ];
  return (
    <section className={section} aria-labelledby="report-summary">
      <h3 id="report-summary" className={title}>
        Summary
      </h3>
      {comparison && (
        <p className={muted}>
          {`Against '${comparison.baselineName}' (${comparison.baselineVersion}): ${comparison.regressed} regressed, ${comparison.improved} improved, ${comparison.unchanged} unchanged.`}
        </p>
      )}
      <dl className={figures} aria-label="Summary">
        {items.map((item) => (
          <div key={item.label} className={figure}>
            <dd className={figureValue}>
              {item.value}
              {item.change && (
                <>
                  {' '}
                  <span className={deltaClass[item.change.tone]}>{`${item.change.text} (${TONE_WORDS[item.change.tone]})`}</span>
                </>
              )}
            </dd>
            <dt className={figureLabel}>{item.label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}
