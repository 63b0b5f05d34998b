import { isValidRegex } from '@agentdeck/api-client/rules';
import type { GuardrailFormValues } from '@agentdeck/forms';
import { Button, TextArea } from '@agentdeck/ui';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { runTrial, TRIAL_TIME_LIMIT_MS, type TrialOutcome } from '../model/run-trial';
import type { HandlingType } from '../model/try-guardrail';
import { heading, hint, output, panel, problem, verdict } from './TryGuardrail.css';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 'es'}`;

/** The outcome in words, and the text that would pass (none when blocked or not run). */
function Outcome({ outcome, handling }: { outcome: TrialOutcome; handling: HandlingType }) {
  if (outcome.kind === 'too-slow') {
    return (
      <p className={problem}>
        The pattern took longer than {TRIAL_TIME_LIMIT_MS / 1000} second on this text. A guardrail
        this slow would hold up every message: simplify the pattern.
      </p>
    );
  }
  if (outcome.kind === 'unavailable')
    return <p className={problem}>The trial could not run in this browser.</p>;
  if (outcome.kind === 'invalid')
    return <p className={problem}>Please enter a valid regular expression</p>;
  const { matches, output: passed } = outcome.trial;
  if (!matches.length)
    return <p className={verdict}>Nothing matched: the text passes unchanged.</p>;
  const found = `Matched ${matches.map((passage) => `“${passage}”`).join(', ')}.`;
  if (handling === 'BLOCK' || passed === null) {
    return (
      <p className={verdict}>
        Blocked ({plural(matches.length, 'match')}): the whole text would be removed. {found}
      </p>
    );
  }
  return (
    <>
      <p className={verdict}>
        Masked {plural(matches.length, 'match')}. {found} What passes:
      </p>
      <pre className={output} aria-label="What passes">
        {passed}
      </pre>
    </>
  );
}

/**
 * 'Try it' (beyond the spec): runs the regex guardrail being edited on sample text, in the
 * browser and before saving, and shows what it would mask or block. Nothing is sent anywhere.
 */
export function TryGuardrail() {
  const { control } = useFormContext<GuardrailFormValues>();
  const [pattern, handlingType] = useWatch({ control, name: ['regex.value', 'handlingType'] });
  const [sample, setSample] = useState('');
  const [result, setResult] = useState<{
    outcome: TrialOutcome;
    handling: HandlingType;
    of: string;
  } | null>(null);
  const [isRunning, setRunning] = useState(false);
  const headingId = useId();

  const handling = (handlingType ?? undefined) as HandlingType | undefined;
  // A result stays only while the pattern, handling and sample it was run with do.
  const trialKey = JSON.stringify([pattern, handling, sample]);
  const shown = result?.of === trialKey ? result : null;
  const missing = !pattern
    ? 'Enter a regex pattern to try it.'
    : !isValidRegex(pattern)
      ? 'Correct the regex pattern to try it.'
      : !handling
        ? 'Choose a handling type to try it.'
        : !sample
          ? 'Type a sample message to try the pattern on.'
          : undefined;

  const tryIt = async () => {
    if (missing || !pattern || !handling) return;
    setRunning(true);
    const outcome = await runTrial(pattern, handling, sample);
    setResult({ outcome, handling, of: trialKey });
    setRunning(false);
  };

  return (
    <section className={panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={heading}>
        Try it
      </h3>
      <p className={hint}>
        Runs this guardrail on a sample message in your browser, before saving. Nothing is sent.
      </p>
      <TextArea
        label="Sample message"
        rows={3}
        value={sample}
        onChange={setSample}
        description={missing}
      />
      <div>
        <Button
          variant="secondary"
          isDisabled={Boolean(missing)}
          isPending={isRunning}
          onPress={() => void tryIt()}
        >
          Try guardrail
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {shown && <Outcome outcome={shown.outcome} handling={shown.handling} />}
      </div>
    </section>
  );
}
