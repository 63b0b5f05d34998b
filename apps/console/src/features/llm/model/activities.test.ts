import { describe, expect, it } from 'vitest';
import { activitiesNote, activityDate, activityText } from './activities';

describe('recent activities', () => {
  it("says 'No Recent Activities Yet' with the spec text when there are none", () => {
    expect(activitiesNote(0)).toEqual({
      title: 'No Recent Activities Yet',
      text: "Looks like things are a bit quiet here. Once there're activities, you'll see updates in this section.",
    });
  });

  it("says 'Few Activities So Far' below five entries, and nothing from five", () => {
    expect(activitiesNote(1)).toEqual({ title: 'Few Activities So Far' });
    expect(activitiesNote(4)).toEqual({ title: 'Few Activities So Far' });
    expect(activitiesNote(5)).toBeUndefined();
    expect(activitiesNote(10)).toBeUndefined();
  });

  it('names the record, its kind and what happened', () => {
    expect(
      activityText({
        id: 'llm:1',
        resource: 'llm',
        label: 'LLM',
        recordId: '1',
        name: 'GPT-4o Production',
        action: 'updated',
        at: '',
      }),
    ).toBe("LLM 'GPT-4o Production' updated");
  });

  it('shows dates as DD/MM/YYYY, and nothing for a date it cannot read', () => {
    expect(activityDate(new Date(2026, 0, 5, 12).toISOString())).toBe('05/01/2026');
    expect(activityDate('not a date')).toBe('');
  });
});
