/**
 * Spec 002 section 9: 'mask the content, or remove/block the response'. Apart from the fields,
 * so the list's Handling column does not bring the form with it.
 */
export const HANDLING_LABELS = {
  MASK: 'Mask the content',
  BLOCK: 'Remove or block the response',
} as const;
