import { Tab, TabList, TabPanel, Tabs } from '@agentdeck/ui';
import { useSearchParams } from 'react-router';
import { RUN_ID_PARAM, RunTraceFromUrl } from '../../../entities/run-trace';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { readLoggingView, writeLoggingView, type LoggingTab, type LoggingView } from '../model/logging-view';
import { LinesView } from './LinesView';
import { page } from './logging.css';
import { RunsView } from './RunsView';

/**
 * The logging page (design sections 3.1 and 3.2): the 'Lines' of every run, searched, counted and
 * followed live, and the 'Runs' list; the view lives in the address, and a run's trace opens in
 * a drawer over either tab (`?runId=`).
 */
export function LoggingPage() {
  const { id: wid } = useCurrentWorkspace();
  const [params, setParams] = useSearchParams();
  const view = readLoggingView(params);
  const change = (changes: Partial<LoggingView>) => setParams((current) => writeLoggingView(current, changes));
  const openRun = (runId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(RUN_ID_PARAM, runId);
      return next;
    });
  return (
    <div className={page}>
      <Tabs selectedKey={view.tab} onSelectionChange={(key) => change({ tab: key as LoggingTab })}>
        <TabList aria-label="Logging views">
          <Tab id="lines">Lines</Tab>
          <Tab id="runs">Runs</Tab>
        </TabList>
        <TabPanel id="lines">
          <div className={page}>
            <LinesView wid={wid} view={view} onChange={change} onOpenRun={openRun} />
          </div>
        </TabPanel>
        <TabPanel id="runs">
          <div className={page}>
            <RunsView wid={wid} view={view} onChange={change} />
          </div>
        </TabPanel>
      </Tabs>
      <RunTraceFromUrl />
    </div>
  );
}
