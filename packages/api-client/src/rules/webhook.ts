import type { ConditionalRule } from './conditional';
import { requiredMessage } from './messages';
import { TEXT_LIMITS, textRule } from './text';
import { urlRule } from './url';

/** Webhook configurations (002 sections 3 and 5). */

export const WEBHOOK_MESSAGES = {
  url: requiredMessage('URL'),
  headerKey: requiredMessage('header name'),
  headerValue: requiredMessage('header value'),
} as const;

/** The URL must be valid ('Please enter a valid URL', 002 section 5). */
export const webhookUrlRule = urlRule('URL');
export const headerKeyRule = textRule({ label: 'header name', max: TEXT_LIMITS.shortText });
export const headerValueRule = textRule({
  label: 'header value',
  max: TEXT_LIMITS.description,
  allowEdgeSpaces: true,
});

/**
 * Header rows at `prefix`. Decision: a row left wholly empty is ignored (the form drops it on
 * save); a row with only a key or only a value asks for the other half.
 */
export function webhookHeaderRules(
  headers: ReadonlyArray<{ key?: unknown; value?: unknown } | null | undefined> | undefined,
  prefix: string,
): ConditionalRule[] {
  const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
  return (headers ?? []).flatMap((header, index): ConditionalRule[] => {
    if (!filled(header?.key) && !filled(header?.value)) return [];
    return [
      [`${prefix}.${index}.key`, headerKeyRule],
      [`${prefix}.${index}.value`, headerValueRule],
    ];
  });
}
