import type { Dataset } from '@agentdeck/api-client';

/** The datasets screen's words, in the product's wording for records (spec 001 section 8's toasts and its twins). */
export const datasetTexts = {
  intro: 'Inputs with the outputs you expect, to test workflow versions against before you publish them.',
  newLabel: 'New Dataset',
  empty: 'No datasets have been created',
  title: { create: 'New Dataset', edit: 'Edit Dataset' },
  deleteTitle: 'Delete Dataset',
  describeDelete: (dataset: Dataset) =>
    `'${dataset.name}' and every version of its items will be removed from this workspace. Reports of experiments on it stay. This cannot be undone.`,
  toasts: {
    created: 'Dataset saved successfully',
    updated: 'Dataset updated successfully',
    deleted: 'Dataset deleted successfully',
    failed: "Something went wrong! We couldn't save your dataset",
  },
} as const;

export const itemTexts = {
  add: 'Add Item',
  importTitle: 'Import Items',
  title: { create: 'New Item', edit: 'Edit Item', view: 'View Item' },
  deleteTitle: 'Delete Item',
  olderVersion: (version: number, current: number) =>
    `Version ${version} is read-only: it shows the items as they were then. Version ${current} is the current one.`,
  toasts: {
    created: 'Item added successfully',
    updated: 'Item updated successfully',
    deleted: 'Item deleted successfully',
    failed: "Something went wrong! We couldn't save your item",
  },
} as const;
