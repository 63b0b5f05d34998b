import { CopyButton } from '@agentdeck/ui';
import { absoluteUrl, endpoints } from '../../../config/endpoints';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { gateCurl } from '../model/gate-curl';
import { code, muted, section, title } from './reports.css';

/** The command a CI pipeline runs to pass or fail on this experiment. */
export function GateCommand({ experimentId }: { experimentId: string }) {
  const { id: wid } = useCurrentWorkspace();
  const command = gateCurl({ apiUrl: absoluteUrl(endpoints.api), wid, experimentId });
  return (
    <section className={section} aria-labelledby="report-gate">
      <h3 id="report-gate" className={title}>
        Gate
      </h3>
      <p className={muted}>
        A CI pipeline calls the gate with its thresholds (minPassRate, minMean, maxRegressions, maxP95LatencyMs) and fails when it answers pass: false.
      </p>
      <pre className={code} aria-label="Gate command">
        {command}
      </pre>
      <div>
        <CopyButton text={command} label="Copy gate command" />
      </div>
    </section>
  );
}
