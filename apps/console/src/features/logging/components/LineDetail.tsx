import { LOG_CONTEXT_SIZE, type LogLine } from '@agentdeck/api-client';
import { useLogContext } from '@agentdeck/api-client/hooks';
import { Button, Drawer } from '@agentdeck/ui';
import { useState } from 'react';
import { Facts, formatDuration } from '../../../entities/run-trace';
import { formatDate, Moment } from '../../../lib/dates';
import { attributes, contextCurrent, contextLine, contextList, detailHeading, detailSection, levelText, message } from './logging.css';

export interface LineDetailProps {
  wid: string;
  line: LogLine;
  onClose: () => void;
  /** Opens the trace of the line's run. */
  onOpenRun: (runId: string) => void;
}

/** One line: what it says, where it came from, its attributes and the lines around it in its run. */
export function LineDetail({ wid, line, onClose, onOpenRun }: LineDetailProps) {
  const [around, setAround] = useState({ before: LOG_CONTEXT_SIZE, after: LOG_CONTEXT_SIZE });
  const context = useLogContext(
    { params: { wid, id: line.id }, query: { before: String(around.before), after: String(around.after) } },
    { keepPreviousData: true },
  );
  const data = context.data;
  const hasAttributes = Object.keys(line.attributes).length > 0;
  return (
    <Drawer
      title="Log line"
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
          <Button onPress={() => onOpenRun(line.runId)}>Open run trace</Button>
        </>
      )}
    >
      <p className={message}>{line.message}</p>
      <Facts
        items={[
          ['Time', <Moment value={line.ts} format="dateTimeSeconds" />],
          ['Level', <span className={levelText[line.level]}>{line.level}</span>],
          ['Workflow', line.workflowName],
          ['Version', line.version],
          ['Node', line.node],
          ['Run', line.runId],
          ...(line.durationMs !== undefined ? [['Duration', formatDuration(line.durationMs)] as [string, string]] : []),
        ]}
      />
      <section className={detailSection} aria-labelledby="line-attributes">
        <h3 id="line-attributes" className={detailHeading}>
          Attributes
        </h3>
        {hasAttributes ? <pre className={attributes}>{JSON.stringify(line.attributes, null, 2)}</pre> : <p>None</p>}
      </section>
      <section className={detailSection} aria-labelledby="line-context">
        <h3 id="line-context" className={detailHeading}>
          In its run
        </h3>
        {context.error ? (
          <p role="alert">The lines around this one could not be loaded.</p>
        ) : !data ? (
          <p>Loading the lines around it…</p>
        ) : (
          <>
            {data.moreBefore && (
              <Button variant="secondary" size="sm" onPress={() => setAround((current) => ({ ...current, before: current.before + LOG_CONTEXT_SIZE }))}>
                Show earlier lines
              </Button>
            )}
            <ol className={contextList} aria-label="Lines of the run around this one">
              {[...data.before, data.line, ...data.after].map((entry) => (
                <li key={entry.id} className={`${contextLine} ${entry.id === line.id ? contextCurrent : ''}`} aria-current={entry.id === line.id ? 'true' : undefined}>
                  {`${formatDate(entry.ts, 'timeMilliseconds')} ${entry.level.toUpperCase()} ${entry.node}: ${entry.message}`}
                </li>
              ))}
            </ol>
            {data.moreAfter && (
              <Button variant="secondary" size="sm" onPress={() => setAround((current) => ({ ...current, after: current.after + LOG_CONTEXT_SIZE }))}>
                Show later lines
              </Button>
            )}
          </>
        )}
      </section>
    </Drawer>
  );
}
