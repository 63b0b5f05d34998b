export const reportTexts = {
  intro: 'Run a dataset version through a published workflow version or the draft, score every output, and compare it with an earlier run.',
  newLabel: 'New Experiment',
  empty: 'No experiments have been run',
  started: (name: string) => `Experiment '${name}' started`,
  failed: "Something went wrong! We couldn't start your experiment",
} as const;

export const experimentFormMessages = {
  dataset: 'Please choose a dataset',
  workflow: 'Please choose a workflow',
  version: 'Please choose a version',
  scorers: 'Please choose at least one scorer',
  path: 'Please enter the field path, such as decision or claims[0].id',
  budget: 'Please enter a budget of 1 ms or more',
} as const;
