import { z } from 'zod';
import { enteredWholeNumber } from './choice';

/** Host and port of a database connection (000 sections 5.4 and 9). */

export const HOST_MESSAGES = {
  required: 'Please enter a host',
  invalid: 'Invalid host or IP address',
} as const;

export const PORT_MESSAGES = {
  required: 'Please enter a port',
  min: 'Port must be at least 1',
  max: 'Port cannot exceed 65535',
  /** Not in the spec: a port is a whole number, and the spec's range messages do not say so. */
  whole: 'Port must be a whole number',
} as const;

export const PORT_RANGE = { min: 1, max: 65535 } as const;

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = new RegExp(`^${IPV4_OCTET}(\\.${IPV4_OCTET}){3}$`);
/** RFC 1123 label: letters, digits and inner hyphens, 1 to 63 characters. */
const HOSTNAME_LABEL = /^[a-z\d]([a-z\d-]{0,61}[a-z\d])?$/i;

/** A dotted quad such as 10.0.0.12, each part 0 to 255 without leading zeros. */
export function isIPv4(text: string): boolean {
  return IPV4.test(text);
}

/**
 * A host the product can connect to: 'localhost', an IPv4 address, or a DNS hostname
 * (RFC 1123 labels, at most 253 characters, a trailing dot allowed). A name made only of digits
 * and dots that is not a valid IPv4 address (999.1.1.1) is rejected, as a user meant an address.
 */
export function isValidHost(text: string): boolean {
  if (text === 'localhost' || isIPv4(text)) return true;
  const name = text.endsWith('.') ? text.slice(0, -1) : text;
  if (name === '' || name.length > 253 || /^[\d.]+$/.test(name)) return false;
  return name.split('.').every((label) => HOSTNAME_LABEL.test(label));
}

/** Host: 'Please enter a host', then 'Invalid host or IP address'. */
export const hostRule = z
  .string({ error: HOST_MESSAGES.required })
  .trim()
  .min(1, HOST_MESSAGES.required)
  .refine(isValidHost, HOST_MESSAGES.invalid);

/** Port: 'Please enter a port', 1 to 65535. */
export const portRule = enteredWholeNumber(PORT_MESSAGES.required, PORT_MESSAGES.whole)
  .min(PORT_RANGE.min, PORT_MESSAGES.min)
  .max(PORT_RANGE.max, PORT_MESSAGES.max);
