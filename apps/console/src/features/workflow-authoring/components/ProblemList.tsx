import type { CheckProblem } from '@agentdeck/api-client';
import { Button } from '@agentdeck/ui';
import { problem, problems as problemsClass } from './authoring.css';

interface ProblemListProps {
  problems: CheckProblem[];
  /** Selects and focuses the problem's node. */
  onGoTo: (nodeId: string) => void;
}

/** The publish check's problems, each with 'Go to' its node when it has one. */
export function ProblemList({ problems, onGoTo }: ProblemListProps) {
  return (
    <ul className={problemsClass} aria-label="Problems">
      {problems.map((each, index) => (
        <li key={index} className={problem}>
          <span>{each.message}</span>
          {each.nodeId && (
            <Button variant="secondary" size="sm" aria-label={`Go to ${each.message}`} onPress={() => onGoTo(each.nodeId!)}>
              Go to
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
