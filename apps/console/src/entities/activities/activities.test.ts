import { describe, expect, it } from 'vitest';
import { activitiesNotice, describeActivity, formatActivityDate, formatActivityTime } from './activities';

describe('activitiesNotice', () => {
  it("shows the empty state 'No Recent Activities Yet' with no entries", () => {
    expect(activitiesNotice(0)).toEqual({
      title: 'No Recent Activities Yet',
      text: "Looks like things are a bit quiet here. Once there're activities, you'll see updates in this section.",
    });
  });

  it.each([1, 2, 3, 4])("says 'Few Activities So Far' with %i entries", (count) => {
    expect(activitiesNotice(count)).toEqual({ title: 'Few Activities So Far' });
  });

  it.each([5, 6, 10])('says nothing extra with %i entries', (count) => {
    expect(activitiesNotice(count)).toBeNull();
  });
});

describe('describeActivity', () => {
  it('names the kind of record, the record and what happened', () => {
    expect(describeActivity({ label: 'LLM', name: 'GPT-4o Production', action: 'updated' })).toBe(
      "LLM 'GPT-4o Production' updated",
    );
    expect(
      describeActivity({ label: 'Webhook', name: 'https://h.example/a', action: 'created' }),
    ).toBe("Webhook 'https://h.example/a' created");
  });
});

describe('formatActivityTime', () => {
  it('writes the date DD/MM/YYYY with the local time', () => {
    expect(formatActivityTime(new Date(2026, 0, 5, 9, 7).toISOString())).toBe('05/01/2026 09:07');
    expect(formatActivityTime(new Date(2026, 10, 23, 18, 45).toISOString())).toBe(
      '23/11/2026 18:45',
    );
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatActivityTime('not a date')).toBe('');
  });
});

describe('formatActivityDate', () => {
  it('writes the day DD/MM/YYYY, and nothing for a date it cannot read', () => {
    expect(formatActivityDate(new Date(2026, 0, 5, 12).toISOString())).toBe('05/01/2026');
    expect(formatActivityDate('not a date')).toBe('');
  });
});
