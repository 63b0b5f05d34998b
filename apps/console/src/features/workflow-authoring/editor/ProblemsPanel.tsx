import type { CheckProblem } from '@agentdeck/api-client';
import { Spinner } from '@agentdeck/ui';
import { ProblemList } from '../components/ProblemList';
import { muted, section, sectionTitle } from '../components/authoring.css';

interface ProblemsPanelProps {
  problems: CheckProblem[] | undefined;
  isChecking: boolean;
  onGoTo: (nodeId: string) => void;
}

/** What keeps the draft from being published, each with 'Go to' its node; or that nothing does. */
export function ProblemsPanel({ problems, isChecking, onGoTo }: ProblemsPanelProps) {
  return (
    <section className={section} aria-labelledby="problems-title">
      <h3 id="problems-title" className={sectionTitle}>
        {problems && problems.length > 0 ? `Problems (${problems.length})` : 'Problems'}
      </h3>
      {problems === undefined ? (
        isChecking && <Spinner size="sm" label="Checking the draft" />
      ) : problems.length === 0 ? (
        <p className={muted} role="status">
          No problems: the draft is ready to publish.
        </p>
      ) : (
        <ProblemList problems={problems} onGoTo={onGoTo} />
      )}
    </section>
  );
}
