import { describe, expect, it } from 'vitest';
import { messageOf } from '../../test/messages';
import { hostRule, isIPv4, isValidHost, portRule } from './network';

describe('host', () => {
  it.each([
    'localhost',
    'db.internal',
    'postgres',
    'my-db-1.eu-west-1.rds.amazonaws.com',
    '10.0.0.12',
    '255.255.255.255',
    'example.com.',
  ])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
    expect(messageOf(hostRule, host)).toBeUndefined();
  });

  it.each([
    '999.1.1.1',
    '10.0.0',
    '01.2.3.4',
    'my_db',
    '-db.example.com',
    'db-.example.com',
    'db..example.com',
    'http://db',
    'db:5432',
    `${'a'.repeat(64)}.com`,
  ])("rejects %s with 'Invalid host or IP address'", (host) => {
    expect(isValidHost(host)).toBe(false);
    expect(messageOf(hostRule, host)).toBe('Invalid host or IP address');
  });

  it("asks 'Please enter a host' when empty", () => {
    expect(messageOf(hostRule, '')).toBe('Please enter a host');
    expect(messageOf(hostRule, '  ')).toBe('Please enter a host');
    expect(messageOf(hostRule, undefined)).toBe('Please enter a host');
  });

  it('reads IPv4 addresses part by part', () => {
    expect(isIPv4('192.168.1.1')).toBe(true);
    expect(isIPv4('192.168.1.256')).toBe(false);
    expect(isIPv4('192.168.1')).toBe(false);
  });
});

describe('port', () => {
  it("asks 'Please enter a port' when the port is empty", () => {
    expect(messageOf(portRule, undefined)).toBe('Please enter a port');
    expect(messageOf(portRule, null)).toBe('Please enter a port');
    expect(messageOf(portRule, Number.NaN)).toBe('Please enter a port');
  });

  it("says 'Port must be at least 1' below the range", () => {
    expect(messageOf(portRule, 0)).toBe('Port must be at least 1');
    expect(messageOf(portRule, -5)).toBe('Port must be at least 1');
  });

  it("says 'Port cannot exceed 65535' above the range", () => {
    expect(messageOf(portRule, 65536)).toBe('Port cannot exceed 65535');
  });

  it('accepts 1 to 65535, including the default ports', () => {
    for (const port of [1, 3306, 5432, 65535]) expect(messageOf(portRule, port)).toBeUndefined();
  });

  it('takes whole numbers only', () => {
    expect(messageOf(portRule, 5432.5)).toBe('Port must be a whole number');
  });
});
