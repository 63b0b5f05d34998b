import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Moment, type MomentProps } from './Moment';

const render = (props: MomentProps) => renderToStaticMarkup(createElement(Moment, props));

describe('Moment', () => {
  it('writes the moment in its format with the exact instant as its tooltip', () => {
    expect(render({ value: '2026-11-29T04:52:07.123Z', format: 'dateTime', timeZone: 'UTC' })).toBe(
      '<time dateTime="2026-11-29T04:52:07.123Z" title="2026-11-29T04:52:07.123Z">29/11/2026 04:52</time>',
    );
  });

  it('gives a relative time the date and time it stands for as well', () => {
    const value = new Date(Date.now() - 3 * 3_600_000).toISOString();
    expect(render({ value, format: 'relative', timeZone: 'Asia/Kolkata' })).toMatch(
      new RegExp(`^<time dateTime="${value}" title="\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d \\(${value}\\)">3 hours ago</time>$`),
    );
  });

  it('renders nothing for a time it cannot read', () => {
    expect(render({ value: 'not a date' })).toBe('');
  });
});
