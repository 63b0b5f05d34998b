import { LOG_FACET_FIELDS, type LogFacetField, type LogPage } from '@agentdeck/api-client';
import { VisuallyHidden } from '@agentdeck/ui';
import { emptyFacet, facetButton, facetCount, facetGroup, facetHeading, facetList, facetValue } from './logging.css';

const facetTitles: Record<LogFacetField, string> = { level: 'Level', workflow: 'Workflow', version: 'Version', node: 'Node' };

export interface FacetsProps {
  facets: LogPage['facets'] | undefined;
  /** Narrows the query by `field:value`. */
  onAdd: (field: LogFacetField, value: string) => void;
}

/** The counts of the matching lines by level, workflow, version and node; a click narrows the query to one. */
export function Facets({ facets, onAdd }: FacetsProps) {
  return (
    <div>
      {LOG_FACET_FIELDS.map((field) => {
        const values = facets?.[field] ?? [];
        const headingId = `facet-${field}`;
        return (
          <section key={field} className={facetGroup} aria-labelledby={headingId}>
            <h2 id={headingId} className={facetHeading}>
              {facetTitles[field]}
            </h2>
            {values.length === 0 ? (
              <p className={emptyFacet}>{facets ? 'None in these lines' : 'Loading…'}</p>
            ) : (
              <ul className={facetList}>
                {values.map(({ value, count }) => (
                  <li key={value}>
                    <button type="button" className={facetButton} onClick={() => onAdd(field, value)}>
                      <span className={facetValue}>
                        <VisuallyHidden>{`Add ${field}: `}</VisuallyHidden>
                        {value}
                      </span>
                      <span className={facetCount}>
                        {count.toLocaleString('en')}
                        <VisuallyHidden> lines</VisuallyHidden>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
