import { z } from 'zod';
import {
  leadingSpacesMessage,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
  trailingSpacesMessage,
} from './messages';

/**
 * The shared text check (name rule and description rule).
 *
 * The spec names a text check shared by every name and description field but does not show it
 * (000 section 3.9, 001 section 5). Decision, so that every form behaves the same:
 * - Names and other one-line values may not start or end with a space ('No leading spaces in
 *   name', 'No trailing spaces in name', the wording the spec uses for variables and vault
 *   fields), so 'Support bot' and 'Support bot ' cannot both exist. A value of only spaces
 *   says so too: the space typed first is what the user has to remove.
 * - Multi-line text (descriptions, prompts) may start or end with spaces or line breaks, but
 *   blank counts as empty and gets the field's required message.
 * - No control characters (the invisible characters below U+0020, and DEL); descriptions and
 *   long text may still hold line breaks and tabs.
 * - Minimum lengths count the trimmed text, so five spaces and a letter are not a description.
 * - Maximum lengths: names 100, other one-line text 255, descriptions 500, long text such as a
 *   prompt 100,000 characters, with the spec's '{label} must be no more than {n} characters long'.
 */
export const TEXT_LIMITS = {
  name: 100,
  shortText: 255,
  description: 500,
  longText: 100_000,
} as const;

/** The spec's description minimum (000 5.2 and 5.5, 001 section 9, 002 section 9). */
export const DESCRIPTION_MIN = 5;

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
const CONTROL_CHARACTERS_ONE_LINE = /[\u0000-\u001F\u007F]/;
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/* eslint-enable no-control-regex */

export interface TextRuleOptions {
  /** The field's name inside messages, such as 'agent name'. */
  label: string;
  /** @default true */
  required?: boolean;
  /** Overrides 'Please enter a/an {label}' where the spec words it otherwise. */
  requiredMessage?: string;
  /** Minimum length of the trimmed text. */
  min?: number;
  /** @default TEXT_LIMITS.shortText */
  max?: number;
  /** Allows line breaks and tabs. @default false */
  multiline?: boolean;
  /** Allows spaces at either end. @default the value of `multiline` */
  allowEdgeSpaces?: boolean;
}

function controlCharactersMessage(label: string): string {
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} cannot contain control characters`;
}

/**
 * The first problem of a text value, in the order a user fixes them (empty, spaces at the ends,
 * characters, length), or undefined when it passes. One message at a time keeps the field's error
 * line short.
 */
export function textProblem(value: string, options: TextRuleOptions): string | undefined {
  const { label, required = true, min, max = TEXT_LIMITS.shortText, multiline = false } = options;
  const allowEdgeSpaces = options.allowEdgeSpaces ?? multiline;
  const trimmed = value.trim();
  const missing = options.requiredMessage ?? requiredMessage(label);
  if (value === '') return required ? missing : undefined;
  if (!allowEdgeSpaces) {
    if (/^\s/.test(value)) return leadingSpacesMessage(label);
    if (/\s$/.test(value)) return trailingSpacesMessage(label);
  }
  if (trimmed === '') return required ? missing : undefined;
  const control = multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS_ONE_LINE;
  if (control.test(value)) return controlCharactersMessage(label);
  if (min !== undefined && trimmed.length < min) return minLengthMessage(label, min);
  if (value.length > max) return maxLengthMessage(label, max);
  return undefined;
}

/** A text field passing the shared text check. A missing value gets the required message. */
export function textRule(options: TextRuleOptions) {
  const missing = options.requiredMessage ?? requiredMessage(options.label);
  return z.string({ error: missing }).superRefine((value, ctx) => {
    const message = textProblem(value, options);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** The shared name rule: required, one line, no spaces at the ends, at most 100 characters. */
export function nameRule(label = 'name', options: Partial<TextRuleOptions> = {}) {
  return textRule({ max: TEXT_LIMITS.name, ...options, label });
}

/**
 * The shared description rule: required, at least 5 characters (20 where the spec says so),
 * at most 500, line breaks allowed.
 */
export function descriptionRule(label = 'description', options: Partial<TextRuleOptions> = {}) {
  return textRule({
    min: DESCRIPTION_MIN,
    max: TEXT_LIMITS.description,
    multiline: true,
    ...options,
    label,
  });
}

/** Long free text such as a prompt: required, line breaks allowed, at most 100,000 characters. */
export function longTextRule(label: string, options: Partial<TextRuleOptions> = {}) {
  return textRule({ max: TEXT_LIMITS.longText, multiline: true, ...options, label });
}
