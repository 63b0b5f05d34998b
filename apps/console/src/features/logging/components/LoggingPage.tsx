import { Skeleton, Tab, TabList, TabPanel, Tabs } from '@agentdeck/ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { RUN_ID_PARAM, RunTraceFromUrl } from '../../../entities/run-trace';
import { useCurrentWorkspace } from '../../../lib/current-workspace';
import { readLoggingView, writeLoggingView, type LoggingTab, type LoggingView } from '../model/logging-view';
import { LinesView } from './LinesView';
import { page } from './logging.css';

// The runs list (and the data table it stands on) loads when its tab is first opened.
const RunsView = lazy(() => import('./RunsView').then((module) => ({ default: module.RunsView })));

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
            <Suspense fallback={<Skeleton shape="rect" height="12rem" />}>
              <RunsView wid={wid} view={view} onChange={change} />
            </Suspense>
          </div>
        </TabPanel>
      </Tabs>
      <RunTraceFromUrl />
    </div>
  );
}
