/** One exported component's accessibility paragraph, as its JSDoc states it. */
export interface AccessibilityNote {
  component: string;
  note: string;
}

const documentedExport = /\/\*\*([\s\S]*?)\*\/\s*export function (\w+)/g;

/**
 * Finds, in a component's source, the JSDoc paragraph that starts with 'Accessibility:' above
 * each exported function, so the catalogue quotes the code's own promise rather than a copy.
 */
export function accessibilityNotes(source: string): AccessibilityNote[] {
  const notes: AccessibilityNote[] = [];
  for (const [, comment = '', component = ''] of source.matchAll(documentedExport)) {
    const lines = comment.split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim());
    const start = lines.findIndex((line) => line.startsWith('Accessibility:'));
    if (start === -1) continue;
    const end = lines.findIndex((line, index) => index > start && line === '');
    const paragraph = lines.slice(start, end === -1 ? undefined : end).join(' ');
    notes.push({ component, note: paragraph.replace(/^Accessibility:\s*/, '').trim() });
  }
  return notes;
}
