import { describe, expect, it } from 'vitest';
import {
  sanitizeTemperatureInput,
  temperatureRule,
  temperatureValueRule,
  toTemperature,
} from './temperature';

describe('sanitizeTemperatureInput', () => {
  it.each([
    ['0.7', '0.7'],
    ['0.75', '0.7'],
    ['1', '1'],
    ['1.5', '1'],
    ['2', '1'],
    ['15', '1'],
    ['0', '0'],
    ['00', '0'],
    ['0.', '0.'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['0.5.3', '0.5'],
    ['-0.3', '0.3'],
    ['abc', ''],
    ['', ''],
    ['0,5', '0.5'],
    ['a0.b3', '0.3'],
  ])('turns %j into %j', (typed, shown) => {
    expect(sanitizeTemperatureInput(typed)).toBe(shown);
  });
});

describe('toTemperature', () => {
  it('gives the number to save, or null for non-numeric text', () => {
    expect(toTemperature('0.7')).toBe(0.7);
    expect(toTemperature('0.')).toBe(0);
    expect(toTemperature('1.9')).toBe(1);
    expect(toTemperature('warm')).toBeNull();
    expect(toTemperature('')).toBeNull();
  });
});

describe('temperatureRule', () => {
  it('turns the form value into a number from 0 to 1 with one decimal, or null', () => {
    expect(temperatureRule.parse('0.25')).toBe(0.2);
    expect(temperatureRule.parse(0.7)).toBe(0.7);
    expect(temperatureRule.parse(3)).toBe(1);
    expect(temperatureRule.parse('')).toBeNull();
    expect(temperatureRule.parse(null)).toBeNull();
    expect(temperatureRule.parse(undefined)).toBeNull();
  });
});

describe('temperatureValueRule', () => {
  it('keeps a saved temperature from 0 to 1 with one decimal place', () => {
    expect(temperatureValueRule.safeParse(0.3).success).toBe(true);
    expect(temperatureValueRule.safeParse(1).success).toBe(true);
    expect(temperatureValueRule.safeParse(1.2).error?.issues[0]?.message).toBe(
      'Temperature must be from 0 to 1',
    );
    expect(temperatureValueRule.safeParse(0.25).error?.issues[0]?.message).toBe(
      'Temperature takes one decimal place',
    );
  });
});
