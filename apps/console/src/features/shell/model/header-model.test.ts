import { describe, expect, it } from 'vitest';
import { getHeaderModel, titleCase } from './header-model';

const crumbs = (pathname: string, name = 'Acme Enterprise') =>
  getHeaderModel(pathname, name).breadcrumbs.map((crumb) => crumb.label);
const title = (pathname: string) => getHeaderModel(pathname, 'Acme Enterprise').title;

describe('getHeaderModel: sections (third segment)', () => {
  it.each([
    ['usage', 'Usage'],
    ['api-configurations', 'API Configurations'],
    ['mcp-configurations', 'MCP Configurations'],
    ['learnings', 'Learning Records'],
    ['guardrails', 'Guardrails'],
    ['vault', 'Vault'],
    ['variables', 'Variables'],
    ['agents', 'Agents'],
    ['prompt-templates', 'Prompt Templates'],
    ['workflow-registry', 'Workflow Registry'],
    ['metrics-and-analytics', 'Metrics And Analytics'],
    ['data-lineage', 'Data Lineage'],
    ['logging', 'Logging'],
  ])('titles /workspace/1001/%s as %j with the breadcrumb Workspace > name > title', (segment, expected) => {
    const model = getHeaderModel(`/workspace/1001/${segment}`, 'Acme Enterprise');
    expect(model.title).toBe(expected);
    expect(model.breadcrumbs).toEqual([
      { label: 'Workspace', href: '/workspaces' },
      { label: 'Acme Enterprise', href: '/workspace/1001/usage' },
      { label: expected },
    ]);
  });

  it('keeps the learnings title when the workflowId filter is in the query (pathname only)', () => {
    expect(title('/workspace/1001/learnings')).toBe('Learning Records');
  });
});

describe('getHeaderModel: subsections (fourth segment)', () => {
  it.each([
    ['intelligence-source-configs/llm-configurations', 'Intelligence Source Configs', 'LLM Configurations'],
    ['intelligence-source-configs/slm-configurations', 'Intelligence Source Configs', 'SLM Configurations'],
    ['intelligence-source-configs/sts-configurations', 'Intelligence Source Configs', 'STS Configurations'],
    ['intelligence-enhancers/embedding-models', 'Intelligence Enhancers', 'Embedding Models'],
    ['intelligence-enhancers/re-ranking-models', 'Intelligence Enhancers', 'Re Ranking Models'],
    ['knowledge-source-configs/vector-rag-configurations', 'Knowledge Source Configs', 'Vector RAG Configurations'],
    ['knowledge-source-configs/graph-rag-configurations', 'Knowledge Source Configs', 'Graph RAG Configurations'],
    ['knowledge-source-configs/memory-store-configurations', 'Knowledge Source Configs', 'Memory Store Configurations'],
    ['configure-connections/databases', 'Configure Connections', 'Databases'],
    ['configure-connections/connectors', 'Configure Connections', 'Connectors'],
    ['workflows/workflow-authoring', 'Workflows', 'Workflow Authoring'],
    ['workflows/workflow-tags', 'Workflows', 'Workflow Tags'],
    ['testing-studio/dataset', 'Testing Studio', 'Dataset'],
    ['testing-studio/report', 'Testing Studio', 'Report'],
  ])('%s: breadcrumb Workspace > name > %j > %j, title the subsection', (path, section, subsection) => {
    const model = getHeaderModel(`/workspace/1001/${path}`, 'Acme Enterprise');
    expect(model.title).toBe(subsection);
    expect(model.breadcrumbs).toEqual([
      { label: 'Workspace', href: '/workspaces' },
      { label: 'Acme Enterprise', href: '/workspace/1001/usage' },
      { label: section },
      { label: subsection },
    ]);
  });

  it("titles setup-message-broker 'Message Broker' but shows 'Setup Message Broker' in the breadcrumb", () => {
    const model = getHeaderModel('/workspace/1001/configure-connections/setup-message-broker', 'Acme Enterprise');
    expect(model.title).toBe('Message Broker');
    expect(model.breadcrumbs.map((crumb) => crumb.label)).toEqual([
      'Workspace',
      'Acme Enterprise',
      'Configure Connections',
      'Setup Message Broker',
    ]);
  });

  it('uses the section labels only for the third segment and the subsection labels only for the fourth', () => {
    // 'usage' as a subsection is an unknown fourth segment: title-cased, same text by chance.
    expect(title('/workspace/1001/agents/usage')).toBe('Usage');
    // 'databases' as a section is not in the section table: title-cased.
    expect(title('/workspace/1001/databases')).toBe('Databases');
    // 'api-configurations' as a fourth segment has no acronym rule: title-cased.
    expect(title('/workspace/1001/workflows/api-configurations')).toBe('Api Configurations');
    // 'llm-configurations' as a third segment is not a known section: title-cased.
    expect(title('/workspace/1001/llm-configurations')).toBe('Llm Configurations');
  });
});

describe('getHeaderModel: unknown segments are title-cased from the path', () => {
  it.each([
    ['/workspace/1001/knowledge-bases', 'Knowledge Bases'],
    ['/workspace/1001/self_learning', 'Self Learning'],
    ['/workspace/1001/my%20reports', 'My Reports'],
    ['/workspace/1001/agents/new-agent', 'New Agent'],
    ['/workspace/1001/a', 'A'],
  ])('%s → %j', (path, expected) => {
    expect(title(path)).toBe(expected);
  });

  it('adds every deeper segment to the breadcrumb and titles the page by the deepest', () => {
    expect(crumbs('/workspace/1001/agents/42/edit')).toEqual(['Workspace', 'Acme Enterprise', 'Agents', '42', 'Edit']);
    expect(title('/workspace/1001/agents/42/edit')).toBe('Edit');
  });

  it('ignores a trailing slash and repeated slashes', () => {
    expect(crumbs('/workspace/1001/vault/')).toEqual(['Workspace', 'Acme Enterprise', 'Vault']);
    expect(crumbs('//workspace//1001//vault')).toEqual(['Workspace', 'Acme Enterprise', 'Vault']);
  });
});

describe('getHeaderModel: the workspace crumbs', () => {
  it('shows the workspace name given, as stored, in the second crumb', () => {
    expect(crumbs('/workspace/1002/vault', 'Sandbox Lab')).toEqual(['Workspace', 'Sandbox Lab', 'Vault']);
  });

  it('links the workspace name to the workspace home and Workspace to the list', () => {
    const [workspace, name, section] = getHeaderModel('/workspace/1002/vault', 'Sandbox Lab').breadcrumbs;
    expect(workspace).toEqual({ label: 'Workspace', href: '/workspaces' });
    expect(name).toEqual({ label: 'Sandbox Lab', href: '/workspace/1002/usage' });
    expect(section).toEqual({ label: 'Vault' });
  });

  it('at the workspace root titles the page by the workspace name, which is then the current crumb', () => {
    expect(getHeaderModel('/workspace/1001', 'Acme Enterprise')).toEqual({
      title: 'Acme Enterprise',
      breadcrumbs: [{ label: 'Workspace', href: '/workspaces' }, { label: 'Acme Enterprise' }],
    });
  });
});

describe('getHeaderModel: pages outside a workspace', () => {
  it("titles /workspaces 'Workspace Management' with no breadcrumb", () => {
    expect(getHeaderModel('/workspaces', '')).toEqual({ title: 'Workspace Management', breadcrumbs: [] });
  });

  it('title-cases other top-level pages and gives them no breadcrumb', () => {
    expect(getHeaderModel('/login', '')).toEqual({ title: 'Login', breadcrumbs: [] });
    expect(getHeaderModel('/', '')).toEqual({ title: '', breadcrumbs: [] });
    expect(getHeaderModel('/workspace', '')).toEqual({ title: 'Workspace', breadcrumbs: [] });
  });
});

describe('titleCase', () => {
  it.each([
    ['re-ranking-models', 'Re Ranking Models'],
    ['metrics-and-analytics', 'Metrics And Analytics'],
    ['already Title', 'Already Title'],
    ['snake_case_words', 'Snake Case Words'],
    ['--leading-and-trailing--', 'Leading And Trailing'],
    ['%E2%9C%93-done', '✓ Done'],
    ['%E0%A4%A', '%E0%A4%A'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });
});
