import { describe, expect, it } from 'vitest';
import { sectionAbout } from './section-about';
import { sectionAt, sectionKeys, sections, unavailableReason, type Section } from './sections';

const all: Array<[string, Section]> = sectionKeys.map((key) => [key, sections[key]]);

describe('the section registry', () => {
  it('holds the 27 workspace sections of spec 000 section 2.1, each at its own path', () => {
    expect(all).toHaveLength(27);
    expect(new Set(all.map(([, section]) => section.path)).size).toBe(27);
  });

  it('names one breadcrumb label per segment of the path, the title being the last', () => {
    for (const [key, section] of all) {
      expect(section.breadcrumb, key).toHaveLength(section.path.split('/').length);
      // The message broker's page is titled 'Message Broker' but its crumb reads 'Setup Message Broker'.
      if (key !== 'messageBroker') expect(section.breadcrumb.at(-1), key).toBe(section.title);
    }
  });

  it('finds a section by its path inside the workspace, and nothing for another path', () => {
    expect(sectionAt('configure-connections/databases')).toBe('databases');
    expect(sectionAt('configure-connections')).toBeUndefined();
    expect(sectionAt('no-such-section')).toBeUndefined();
  });

  it('gives unique sidebar labels and a description of what each section holds', () => {
    expect(new Set(all.map(([, section]) => section.sidebar.label)).size).toBe(27);
    for (const key of sectionKeys) expect(sectionAbout[key].description.length, key).toBeGreaterThan(20);
  });

  it('closes only the licensed sections to a sandbox and connectors where they are off', () => {
    const sandbox = { license: 'sandbox' as const, features: { dataConnectors: false } };
    const closed = sectionKeys.filter((key) => unavailableReason(key, sandbox) !== null);
    expect(closed).toEqual(['vectorRagConfigurations', 'graphRagConfigurations', 'databases', 'connectors', 'dataLineage']);
  });
});
