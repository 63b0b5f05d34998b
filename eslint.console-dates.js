/**
 * The console writes every date through one module, apps/console/src/lib/dates (DD/MM/YYYY and
 * 24-hour times, spec 000 section 9), with the exact instant in a tooltip. Formatting a date
 * anywhere else brought back the locale's own forms ('Nov 29, 2026, 4:39 AM'), so it is refused.
 *
 * `toLocaleString` is also a number's (1,234), which stays allowed: without types, a call is
 * taken for a date's when it is made on `new Date(…)`, on a name that reads as a moment
 * (`startedAt`, `date`, `ts`, `now`, `…Time`…) or with a date's options (`month`, `hour`, `dateStyle`…).
 */
const message = 'Write dates with formatDate or <Moment> from lib/dates (DD/MM/YYYY, 24-hour times).';
const momentName = '/^(ts|now|when)$|([dD]ate|[tT]ime|[sS]tamp|[mM]oment|[a-z]At)s?$/';
const dateOption = '/^(dateStyle|timeStyle|weekday|era|year|month|day|dayPeriod|hour|minute|second|fractionalSecondDigits|hour12|hourCycle|timeZone|timeZoneName)$/';
const toLocaleString = "CallExpression[callee.property.name='toLocaleString']";

/** @type {import('eslint').Linter.Config[]} */
export const consoleDates = [
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    ignores: ['apps/console/src/lib/dates/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleDateString', message },
        { property: 'toLocaleTimeString', message },
        { object: 'Intl', property: 'DateTimeFormat', message },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: `${toLocaleString}[callee.object.type='NewExpression'][callee.object.callee.name='Date']`, message },
        { selector: `${toLocaleString}[callee.object.name=${momentName}]`, message },
        { selector: `${toLocaleString}[callee.object.property.name=${momentName}]`, message },
        { selector: `${toLocaleString}:has(> ObjectExpression > Property[key.name=${dateOption}])`, message },
      ],
    },
  },
];
