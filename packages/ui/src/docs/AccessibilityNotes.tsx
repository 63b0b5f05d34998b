import { Fragment } from 'react';
import { themeClassNames } from '../theme';
import { accessibilityNotes } from './accessibilityNotes';
import * as styles from './catalogue.css';

// The sources of every public component and composite, read when the catalogue is built.
const sources = import.meta.glob<string>(
  [
    '../components/*/*.tsx',
    '../composites/*/*.tsx',
    '!**/*.stories.tsx',
    '!**/*.test.tsx',
    '!**/private/**',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const notes = Object.values(sources)
  .flatMap(accessibilityNotes)
  .sort((a, b) => a.component.localeCompare(b.component));

/** `code` in backticks becomes <code>, the rest stays text. */
const withCode = (text: string) =>
  text.split('`').map((part, index) =>
    index % 2 ? (
      <code key={index} className={styles.code}>
        {part}
      </code>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );

/** Every component's accessibility promise, quoted from the JSDoc above it. */
export function AccessibilityNotes() {
  return (
    <div className={themeClassNames.light}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th className={styles.cell} scope="col">
              Component
            </th>
            <th className={styles.cell} scope="col">
              What it guarantees (keyboard, names, announcements)
            </th>
          </tr>
        </thead>
        <tbody>
          {notes.map(({ component, note }) => (
            <tr key={component}>
              <th scope="row" className={`${styles.cell} ${styles.code}`}>
                {component}
              </th>
              <td className={styles.cell}>{withCode(note)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
