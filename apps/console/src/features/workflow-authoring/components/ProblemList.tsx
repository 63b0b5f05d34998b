import type { CheckProblem } from '@agentdeck/api-client';
import { Button } from '@agentdeck/ui';
import { useState } from 'react';
import { problem, problems as problemsClass } from './authoring.css';

/**
 * How many problems are listed at first, and added by each 'Show more': a large workflow's check
 * can find hundreds, and drawing every one (each with its button) held up the editor's first paint.
 */
export const PROBLEMS_SHOWN = 50;

interface ProblemListProps {
  problems: CheckProblem[];
  /** Selects and focuses the problem's node. */
  onGoTo: (nodeId: string) => void;
}

/** The publish check's problems, each with 'Go to' its node when it has one; the first 50, then more on request. */
export function ProblemList({ problems, onGoTo }: ProblemListProps) {
  const [shown, setShown] = useState(PROBLEMS_SHOWN);
  const hidden = problems.length - shown;
  return (
    <>
      <ul className={problemsClass} aria-label="Problems">
        {problems.slice(0, shown).map((each, index) => (
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
      {hidden > 0 && (
        <div>
          <Button variant="secondary" size="sm" onPress={() => setShown((count) => count + PROBLEMS_SHOWN)}>
            {`Show ${Math.min(hidden, PROBLEMS_SHOWN)} more (${hidden} not shown)`}
          </Button>
        </div>
      )}
    </>
  );
}
