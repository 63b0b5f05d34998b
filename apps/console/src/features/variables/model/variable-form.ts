/** The toasts of the variable screens (spec 000 section 8), quoted exactly. */
export const VARIABLE_TOASTS = {
  created: 'Variable saved successfully',
  updated: 'Variable updated successfully',
  deleted: 'Variable deleted successfully',
  failed: "Something went wrong! We couldn't save your variable",
} as const;
