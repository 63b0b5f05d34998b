import { describe, expect, it } from 'vitest';
import { isWorkspaceId, paths, safeRedirect, workspaceHome } from './paths';

describe('paths', () => {
  it('builds every workspace route of spec 000 section 2.1 from the workspace id', () => {
    const w = paths.workspace;
    expect(
      [
        w.apiConfigurations,
        w.mcpConfigurations,
        w.guardrails,
        w.llmConfigurations,
        w.slmConfigurations,
        w.stsConfigurations,
        w.embeddingModels,
        w.reRankingModels,
        w.vault,
        w.variables,
        w.vectorRagConfigurations,
        w.graphRagConfigurations,
        w.databases,
        w.connectors,
        w.messageBroker,
        w.agents,
        w.promptTemplates,
        w.workflowRegistry,
        w.workflowAuthoring,
        w.workflowTags,
        w.usage,
        w.metricsAndAnalytics,
        w.dataLineage,
        w.learnings,
        w.logging,
        w.testingDataset,
        w.testingReport,
      ].map((route) => route.getHref('1001')),
    ).toEqual([
      '/workspace/1001/api-configurations',
      '/workspace/1001/mcp-configurations',
      '/workspace/1001/guardrails',
      '/workspace/1001/intelligence-source-configs/llm-configurations',
      '/workspace/1001/intelligence-source-configs/slm-configurations',
      '/workspace/1001/intelligence-source-configs/sts-configurations',
      '/workspace/1001/intelligence-enhancers/embedding-models',
      '/workspace/1001/intelligence-enhancers/re-ranking-models',
      '/workspace/1001/vault',
      '/workspace/1001/variables',
      '/workspace/1001/knowledge-source-configs/vector-rag-configurations',
      '/workspace/1001/knowledge-source-configs/graph-rag-configurations',
      '/workspace/1001/configure-connections/databases',
      '/workspace/1001/configure-connections/connectors',
      '/workspace/1001/configure-connections/setup-message-broker',
      '/workspace/1001/agents',
      '/workspace/1001/prompt-templates',
      '/workspace/1001/workflow-registry',
      '/workspace/1001/workflows/workflow-authoring',
      '/workspace/1001/workflows/workflow-tags',
      '/workspace/1001/usage',
      '/workspace/1001/metrics-and-analytics',
      '/workspace/1001/data-lineage',
      '/workspace/1001/learnings',
      '/workspace/1001/logging',
      '/workspace/1001/testing-studio/dataset',
      '/workspace/1001/testing-studio/report',
    ]);
  });

  it('keeps each pattern and href in step: the href is the pattern with the id filled in', () => {
    for (const [key, route] of Object.entries(paths.workspace)) {
      expect(route.getHref('77'), key).toBe(route.path.replace(':wid', '77'));
    }
  });

  it('adds the workflowId filter to the learning records when given', () => {
    expect(paths.workspace.learnings.getHref('1001', 'wf 7')).toBe('/workspace/1001/learnings?workflowId=wf%207');
    expect(paths.workspace.learnings.getHref('1001', '')).toBe('/workspace/1001/learnings');
  });

  it('has the pages outside a workspace', () => {
    expect([paths.home, paths.forbidden, paths.notFound, paths.workspaces].map((route) => route.getHref())).toEqual([
      '/',
      '/403',
      '/404',
      '/workspaces',
    ]);
  });

  it('carries where to go back to in the login link, except home', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref('/')).toBe('/login');
    expect(paths.login.getHref('/workspace/1001/vault?x=1')).toBe('/login?redirectTo=%2Fworkspace%2F1001%2Fvault%3Fx%3D1');
  });

  it("makes the usage dashboard the workspace's home", () => {
    expect(workspaceHome('1002')).toBe('/workspace/1002/usage');
  });
});

describe('isWorkspaceId', () => {
  it.each([
    ['1001', true],
    ['0', true],
    ['', false],
    [undefined, false],
    ['10a', false],
    [' 1001', false],
    ['-5', false],
  ])('%j → %j', (wid, expected) => {
    expect(isWorkspaceId(wid)).toBe(expected);
  });
});

describe('safeRedirect', () => {
  it('keeps paths inside the console', () => {
    expect(safeRedirect('/workspace/1001/vault?tab=a')).toBe('/workspace/1001/vault?tab=a');
  });

  it.each([null, undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login', '/login?redirectTo=/x'])(
    'falls back to the workspaces list for %j',
    (value) => {
      expect(safeRedirect(value)).toBe('/workspaces');
    },
  );
});
