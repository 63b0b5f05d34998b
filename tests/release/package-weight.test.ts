import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkBudgets,
  installForWeighing,
  label,
  listComponents,
  weighComponents,
  type Component,
  type Weight,
} from '../../bench/package-weight/weights';
import { removeProjectLater } from '../support/packaging';

/**
 * One component at its own weight (issue 41): the budgets of bench/package-weight, from the packed
 * tarballs in a fresh Vite app. `node --import tsx bench/package-weight/run.mjs` prints every figure.
 */
describe('each component of the packed packages, built into a fresh Vite app', () => {
  let project: string;
  let components: Component[];
  let weights: Weight[];

  beforeAll(() => {
    // turbo builds the packages before `test:release`.
    project = installForWeighing();
    components = listComponents(project);
    weights = weighComponents(project, components);
  }, 600_000);

  afterAll(() => {
    if (project) removeProjectLater(project);
  });

  it('weighs every exported component of ui and forms, the field components among them', () => {
    const names = components.map(label);
    expect(names).toEqual(
      expect.arrayContaining([
        '@agentdeck/ui Button',
        '@agentdeck/ui DataTable',
        '@agentdeck/ui PromptEditor',
      ]),
    );
    expect(names).toEqual(
      expect.arrayContaining(['@agentdeck/forms FormTextField', '@agentdeck/forms FormSelect']),
    );
  });

  // A figure over in the build of every page is weighed again in a build of its own (seconds each).
  it(
    'keeps Button, TextField and Checkbox within 25 KiB over React, Select within 62, DataTable within 45, and CodeMirror to the editors',
    { timeout: 300_000 },
    () => {
      expect(checkBudgets(project, weights).failures).toEqual([]);
    },
  );

  it('finds CodeMirror where it is: in the code and prompt editors', () => {
    const withCodeMirror = weights
      .filter((weight) => weight.codeMirrorModules.length > 0)
      .map((weight) => label(weight.component));
    expect(withCodeMirror).toEqual(
      expect.arrayContaining(['@agentdeck/ui ConditionEditor', '@agentdeck/ui PromptEditor']),
    );
  });
});
