import type { Run } from '@agentdeck/api-client';
import { Card, Link } from '@agentdeck/ui';
import { Facts, formatDuration, StatusBadge } from '../../../entities/run-trace';
import { Moment } from '../../../lib/dates';
import { errorText } from './run-compare.css';

/** One of the two runs compared: its status, version, trigger, start and figures, and a link to its trace. */
export function RunSide({ name, run, traceHref }: { name: string; run: Run; traceHref: string }) {
  return (
    <Card title={`${name}: ${run.id}`} subtitle={run.version === 'draft' ? 'Draft' : `Version ${run.version}`} headingLevel={2} isLandmark>
      <Facts
        items={[
          ['Status', <StatusBadge status={run.status} />],
          ['Trigger', run.trigger],
          ['Started', <Moment value={run.startedAt} format="dateTimeSeconds" />],
          ['Duration', formatDuration(run.durationMs)],
          ['Tokens', run.tokens.toLocaleString('en')],
          ['Credits', run.credits.toLocaleString('en')],
        ]}
      />
      {run.error && <p className={errorText}>Error: {run.error}</p>}
      <Link href={traceHref}>{`Open the ${name.toLowerCase()}'s trace`}</Link>
    </Card>
  );
}
