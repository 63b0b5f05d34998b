import type { RunStep } from '@agentdeck/api-client';
import { Card, Icon, Link } from '@agentdeck/ui';
import { Facts } from './Facts';
import { HumanReview } from './HumanReview';
import { loggingRunHref, type RunHref } from './run-href';
import { ERROR_ICON, formatStepDuration } from './run-status';
import { errorText, skippedNote, trace } from './run-trace.css';
import { StatusBadge } from './StatusBadge';
import { ValueBlock } from './ValueBlock';

export interface StepDetailsProps {
  wid: string;
  runId: string;
  step: RunStep;
  /** Where a reused step's original opens. @default the logging page's trace */
  runHref?: RunHref;
}

const humanInputOf = (step: RunStep) =>
  step.attributes.humanInput as { instruction?: unknown } | undefined;

/**
 * One step: status, model, tokens, credits, duration, error, input and output; a waiting review's
 * decision; why a skipped node did not run; a reused one's original step, linked.
 */
export function StepDetails({ wid, runId, step, runHref = loggingRunHref(wid) }: StepDetailsProps) {
  const humanInput = humanInputOf(step);
  return (
    <Card title={`Step: ${step.name}`} headingLevel={3} isLandmark>
      <div className={trace}>
        <Facts
          items={[
            ['Status', <StatusBadge status={step.status} />],
            ['Kind', step.kind],
            ['Model', step.model ?? '—'],
            ['Prompt tokens', step.tokens.prompt.toLocaleString('en')],
            ['Completion tokens', step.tokens.completion.toLocaleString('en')],
            ['Credits', step.credits.toLocaleString('en')],
            ['Duration', formatStepDuration(step)],
          ]}
        />
        {step.status === 'skipped' && <p className={skippedNote}>Skipped: the branch leading here was not taken.</p>}
        {step.reusedFrom && (
          <p className={skippedNote}>
            Reused: not run again, its output copied from the original run.{' '}
            <Link href={runHref(step.reusedFrom.runId, step.reusedFrom.stepId)}>Open the original step</Link>
          </p>
        )}
        {step.error && (
          <p className={errorText}>
            <Icon icon={ERROR_ICON} size="sm" />
            Error: {step.error}
          </p>
        )}
        {step.status === 'waiting' && humanInput && (
          <HumanReview wid={wid} runId={runId} instruction={humanInput.instruction} />
        )}
        <ValueBlock title="Step input" value={step.input} level={4} />
        <ValueBlock title="Step output" value={step.output} level={4} />
      </div>
    </Card>
  );
}
