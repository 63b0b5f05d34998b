import { describe, expect, it } from 'vitest';
import { activitiesNotice, describeActivity } from './activities';

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
