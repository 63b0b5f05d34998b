import { ApiError, LOG_FACET_FIELDS, type LogFacetField, type LogLine } from '@agentdeck/api-client';
import { Button, Dialog, DialogTrigger, Skeleton, Switch } from '@agentdeck/ui';
import { useState } from 'react';
import { TimeRangePicker } from '../../../components/time-range/TimeRangePicker';
import { resolveTimeRange } from '../../../lib/time-range/time-range';
import { useLogLines } from '../api/use-log-lines';
import { useLogTail } from '../api/use-log-tail';
import type { LoggingView } from '../model/logging-view';
import { addTerm } from '../model/query-terms';
import { Facets } from './Facets';
import { LineDetail } from './LineDetail';
import { LogList } from './LogList';
import { body, facetsAside, facetsSheetButton, listHeader, listSummary, queryProblem, tailBar, toolbar } from './logging.css';
import { QueryBar } from './QueryBar';
import { VolumeHistogram } from './VolumeHistogram';

export interface LinesViewProps {
  wid: string;
  view: LoggingView;
  onChange: (changes: Partial<LoggingView>) => void;
  onOpenRun: (runId: string) => void;
}

/** The server's words about the query (`query: Unknown field 'x'…`), without the field's name. */
function queryProblemOf(error: unknown): { query?: string; other?: string } {
  if (!(error instanceof ApiError)) return error ? { other: 'The lines could not be loaded. Try again in a moment.' } : {};
  const onQuery = error.errors.filter((entry) => entry.startsWith('query: ')).map((entry) => entry.slice('query: '.length));
  if (onQuery.length > 0) return { query: onQuery.join(' ') };
  return { other: error.errors.length > 0 ? error.errors.join(' ') : error.message };
}

const noMore = () => undefined;
const count = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'line' : 'lines'}`;

/**
 * The 'Lines' tab: the query bar, the range, the volume histogram, the facets and the lines, or
 * with Live tail on, the lines as they are written (following the end until the member scrolls
 * up or opens one; nothing received while paused is dropped).
 */
export function LinesView({ wid, view, onChange, onOpenRun }: LinesViewProps) {
  // Presets end when they were chosen or refreshed, so the page's calls keep one key meanwhile.
  const [now, setNow] = useState(() => Date.now());
  const { from, to } = resolveTimeRange(view.range, now);
  const result = useLogLines({ wid, query: view.query, from, to });
  const [isTailing, setTailing] = useState(false);
  const tail = useLogTail(wid, view.query, isTailing);
  const [opened, setOpened] = useState<LogLine>();
  // How many tail lines were shown when the tail paused: the list holds still there and counts the rest.
  const [pausedAt, setPausedAt] = useState<number>();
  const isPaused = isTailing && pausedAt !== undefined;
  const tailShown = isPaused ? Math.min(pausedAt, tail.lines.length) : tail.lines.length;
  const newLines = tail.lines.length - tailShown;
  const pause = () => {
    if (isTailing && pausedAt === undefined) setPausedAt(tail.lines.length);
  };
  const open = (line: LogLine) => {
    pause();
    setOpened(line);
  };

  const problem = queryProblemOf(result.error);
  const page = result.page;
  const valuesSeen = Object.fromEntries(LOG_FACET_FIELDS.map((field) => [field, page?.facets[field].map((facet) => facet.value) ?? []])) as Record<LogFacetField, string[]>;
  const addFacet = (field: LogFacetField, value: string) => onChange({ query: addTerm(view.query, field, value) });
  const resume = () => setPausedAt(undefined);

  return (
    <>
      <div className={toolbar}>
        <QueryBar query={view.query} onSearch={(query) => onChange({ query })} valuesSeen={valuesSeen} problem={problem.query} />
        <TimeRangePicker
          value={view.range}
          onChange={(range) => {
            setNow(Date.now());
            onChange({ range });
          }}
        />
        <Button variant="secondary" onPress={() => setNow(Date.now())} isDisabled={isTailing}>
          Refresh
        </Button>
        <Switch
          isSelected={isTailing}
          onChange={(on) => {
            setTailing(on);
            setPausedAt(undefined);
          }}
        >
          Live tail
        </Switch>
      </div>
      {problem.other && (
        <p role="alert" className={queryProblem}>
          {problem.other}
        </p>
      )}
      {page ? (
        <VolumeHistogram
          histogram={page.histogram}
          onRange={(range) => {
            setNow(Date.now());
            onChange({ range });
          }}
        />
      ) : (
        <Skeleton shape="rect" height="7rem" />
      )}
      <div className={body}>
        <aside className={facetsAside} aria-label="Facets">
          <Facets facets={page?.facets} onAdd={addFacet} />
        </aside>
        <section aria-label="Lines">
          <div className={listHeader}>
            {isTailing ? (
              <div className={tailBar} role="status">
                <span className={listSummary}>
                  {`${tail.isConnected ? 'Live' : 'Reconnecting…'} · ${count(tail.lines.length)} received · ${tail.rate.toFixed(1)} lines/s${isPaused ? ' · paused' : ''}`}
                </span>
              </div>
            ) : (
              <p className={listSummary} role="status">
                {page ? `${count(page.total)} ${view.query ? 'match' : 'in range'}` : 'Loading lines…'}
              </p>
            )}
            {isTailing && newLines > 0 && (
              <Button size="sm" onPress={resume}>
                {`${newLines.toLocaleString('en')} new ${newLines === 1 ? 'line' : 'lines'}`}
              </Button>
            )}
            <DialogTrigger>
              <span className={facetsSheetButton}>
                <Button variant="secondary" size="sm">
                  Facets
                </Button>
              </span>
              <Dialog title="Facets">
                {(close) => (
                  <Facets
                    facets={page?.facets}
                    onAdd={(field, value) => {
                      addFacet(field, value);
                      close();
                    }}
                  />
                )}
              </Dialog>
            </DialogTrigger>
          </div>
          {isTailing ? (
            <LogList
              lines={tail.lines.slice(0, tailShown)}
              total={tailShown}
              hasMore={false}
              onLoadMore={noMore}
              onOpen={open}
              followEnd={!isPaused}
              onAwayFromEnd={(isAway) => (isAway ? pause() : opened === undefined && resume())}
            />
          ) : (
            <LogList lines={result.lines} total={page?.total ?? 0} hasMore={result.hasMore} onLoadMore={result.loadMore} onOpen={open} />
          )}
        </section>
      </div>
      {opened && (
        <LineDetail
          key={opened.id}
          wid={wid}
          line={opened}
          onClose={() => setOpened(undefined)}
          onOpenRun={(runId) => {
            setOpened(undefined);
            onOpenRun(runId);
          }}
        />
      )}
    </>
  );
}
