/** The toasts of the prompt template screens (spec 000 section 8), quoted exactly. */
export const PROMPT_TEMPLATE_TOASTS = {
  created: 'Prompt Template saved successfully',
  updated: 'Prompt Template updated successfully',
  deleted: 'Prompt Template deleted successfully',
  failed: "Something went wrong! We couldn't save your prompt template",
} as const;
