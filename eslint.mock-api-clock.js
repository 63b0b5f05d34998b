/**
 * The mock API reads the time from one clock, `options.now`, which tests move instead of waiting
 * (issue 37). Routes that read the wall clock instead wrote dates a moved clock did not explain:
 * a workflow created "in the future" of the runs a test had just made. Only the default clock in
 * options.ts reads the wall clock; durations are measured with `performance.now()`.
 */
const message = "Read the time from the app's clock (options.now, passed in as `now` or `clock`), not the wall clock.";

/** @type {import('eslint').Linter.Config[]} */
export const mockApiClock = [
  {
    files: ['apps/mock-api/src/**/*.ts'],
    ignores: ['apps/mock-api/src/options.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message },
        { selector: "CallExpression[callee.name='Date']", message },
      ],
    },
  },
];
