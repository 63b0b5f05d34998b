import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { sectionKeys, unavailableReason, type SectionKey } from '../../../config/sections';
import { isItemCurrent, sidebarGroups, type SidebarItemModel } from './sidebar-model';

const enterprise = { license: 'enterprise' as const, features: { dataConnectors: true } };
const sandbox = { license: 'sandbox' as const, features: { dataConnectors: false } };
const items = sidebarGroups.flatMap((group) => group.items);
const item = (label: string): SidebarItemModel => {
  const found = items.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no sidebar item ${label}`);
  return found;
};

describe('sidebarGroups', () => {
  it('has the three groups of spec 000 section 2.4, in order', () => {
    expect(sidebarGroups.map((group) => group.label)).toEqual(['Setup configurations', 'Create AI workflows', 'Monitoring & tracking']);
  });

  it('lists every workspace section exactly once (a page below a section, such as the run comparison below logging, is not one)', () => {
    const routes = items.map((candidate) => candidate.route).sort();
    expect(routes).toEqual([...sectionKeys].sort());
    expect(Object.keys(paths.workspace).filter((key) => key !== 'root' && !routes.includes(key as SectionKey))).toEqual(['runCompare']);
  });

  it('has unique labels', () => {
    expect(new Set(items.map((candidate) => candidate.label)).size).toBe(items.length);
  });
});

describe('unavailable sidebar items (config/sections)', () => {
  it.each(['Vector RAG', 'Graph RAG', 'Databases', 'Data Lineage'])(
    "disables %s for a sandbox licence with 'not enabled for the sandbox license'",
    (label) => {
      expect(unavailableReason(item(label).route, sandbox)).toBe('not enabled for the sandbox license');
      expect(unavailableReason(item(label).route, { ...sandbox, features: { dataConnectors: true } })).toBe(
        'not enabled for the sandbox license',
      );
      expect(unavailableReason(item(label).route, enterprise)).toBeNull();
    },
  );

  it("disables Data connectors when the workspace has them off: 'not enabled for this workspace'", () => {
    expect(unavailableReason(item('Data connectors').route, sandbox)).toBe('not enabled for this workspace');
    expect(unavailableReason(item('Data connectors').route, { ...enterprise, features: { dataConnectors: false } })).toBe(
      'not enabled for this workspace',
    );
    expect(unavailableReason(item('Data connectors').route, enterprise)).toBeNull();
    // The licence alone does not disable data connectors.
    expect(unavailableReason(item('Data connectors').route, { ...sandbox, features: { dataConnectors: true } })).toBeNull();
  });

  it('leaves every other item available even in a sandbox workspace without data connectors', () => {
    const gated = ['Vector RAG', 'Graph RAG', 'Databases', 'Data Lineage', 'Data connectors'];
    const others = items.filter((candidate) => !gated.includes(candidate.label));
    expect(others.length).toBe(items.length - gated.length);
    for (const other of others) expect(unavailableReason(other.route, sandbox), other.label).toBeNull();
  });
});

describe('isItemCurrent', () => {
  it('matches the item whose page is open and pages below it, not siblings sharing a prefix', () => {
    expect(isItemCurrent('/workspace/1/vault', '/workspace/1/vault')).toBe(true);
    expect(isItemCurrent('/workspace/1/agents', '/workspace/1/agents/42')).toBe(true);
    expect(isItemCurrent('/workspace/1/variables', '/workspace/1/variables-old')).toBe(false);
    expect(isItemCurrent('/workspace/1/vault', '/workspace/2/vault')).toBe(false);
  });
});

describe('unavailable pages in any workspace', () => {
  it('keeps every route available in an enterprise workspace with data connectors', () => {
    for (const candidate of items) {
      expect(unavailableReason(candidate.route, enterprise), candidate.label).toBeNull();
    }
  });
});
