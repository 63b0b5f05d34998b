import { LOG_QUERY_FIELDS, type LogFacetField } from '@agentdeck/api-client';
import { Button, CompletingTextField, type TextCompletion } from '@agentdeck/ui';
import { useState, type FormEvent } from 'react';
import { applyCompletion, completionsFor, termAt } from '../model/query-completion';
import { search, searchButton, searchField } from './logging.css';

export interface QueryBarProps {
  /** The query the page shows now. */
  query: string;
  onSearch: (query: string) => void;
  /** The values of each facet in the current answer, offered after `field:`. */
  valuesSeen: Partial<Record<LogFacetField, readonly string[]>>;
  /** What the server said is wrong with the query (an unknown field, a syntax error's position). */
  problem?: string;
}

const help = `Fields: ${LOG_QUERY_FIELDS.join(', ')}, attributes.<name>. AND, OR, NOT, (…), "phrases", * wildcards, durationMs:>1000. Other words search the message.`;

/**
 * The query bar: free text in the Lucene style, completing field names and then the values seen
 * for a field; Enter (with the list closed) or Search runs it. Edits stay in the bar until run.
 */
export function QueryBar(props: QueryBarProps) {
  // A new query from elsewhere (a facet, the address) replaces what is typed.
  return <QueryForm key={props.query} {...props} />;
}

function QueryForm({ query, onSearch, valuesSeen, problem }: QueryBarProps) {
  const [text, setText] = useState(query);
  const completionsAt = (value: string, caret: number): TextCompletion[] => {
    const term = termAt(value, caret);
    return completionsFor(term.text, valuesSeen).map((completion) => ({
      id: completion.insert,
      label: completion.label,
      description: completion.description,
      apply: () => {
        const next = applyCompletion(value, term, caret, completion);
        return { text: next.query, caret: next.caret };
      },
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form role="search" aria-label="Search the logs" className={search} onSubmit={submit}>
      <div className={searchField}>
        <CompletingTextField
          label="Query"
          placeholder='level:error AND workflow:"Claims triage" timeout'
          description={problem ? undefined : help}
          value={text}
          onChange={setText}
          completionsAt={completionsAt}
          isInvalid={problem !== undefined}
          errorMessage={problem}
        />
      </div>
      <div className={searchButton}>
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}
