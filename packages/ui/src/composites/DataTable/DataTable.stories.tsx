import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PencilIcon } from '../../components/Icon/icons';
import { IconButton } from '../../components/IconButton';
import { onAPhone } from '../../components/private/storyViewports';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { makeSampleRows, type SampleAgentRow } from './sampleRows';

interface Agent {
  id: string;
  name: string;
  provider: string;
  model: string;
  status: 'Active' | 'Paused' | 'Failed';
  runs: number;
  description: string;
}

const agents: Agent[] = [
  {
    id: 'billing',
    name: 'Billing assistant',
    provider: 'OpenAI',
    model: 'gpt-4o',
    status: 'Active',
    runs: 1520,
    description: 'Answers invoice and refund questions from the billing knowledge base.',
  },
  {
    id: 'claims',
    name: 'Claims triage',
    provider: 'Anthropic',
    model: 'claude-sonnet',
    status: 'Paused',
    runs: 87,
    description: 'Sorts incoming insurance claims by urgency before a person reviews them.',
  },
  {
    id: 'news',
    name: 'Trading news digest',
    provider: 'Mistral',
    model: 'mistral-large',
    status: 'Active',
    runs: 342,
    description: 'Summarises market news for the asset classes a desk follows.',
  },
  {
    id: 'support',
    name: 'Support router',
    provider: 'OpenAI',
    model: 'gpt-4o-mini',
    status: 'Failed',
    runs: 9,
    description: 'Routes support tickets to the right queue from their first message.',
  },
  {
    id: 'compliance',
    name: 'Compliance checker',
    provider: 'Cohere',
    model: 'command-r',
    status: 'Active',
    runs: 2048,
    description: 'Flags messages that break the workspace guardrails.',
  },
  {
    id: 'onboarding',
    name: 'Onboarding guide',
    provider: 'Google',
    model: 'gemini-pro',
    status: 'Paused',
    runs: 130,
    description: 'Walks new members through their first workflow.',
  },
];

const agentColumns: DataTableColumn<Agent>[] = [
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true },
  { id: 'provider', header: 'Provider', accessor: (row) => row.provider, sortable: true },
  { id: 'model', header: 'Model', accessor: (row) => row.model },
  { id: 'status', header: 'Status', accessor: (row) => row.status, sortable: true },
  { id: 'runs', header: 'Runs', accessor: (row) => row.runs, sortable: true, align: 'end' },
];

const renderAgentDetails = (agent: Agent) => <p>{agent.description}</p>;

const editAgent = fn();
/** The agents' columns with a last column of row actions, as the console's record lists have. */
const agentColumnsWithActions: DataTableColumn<Agent>[] = [
  ...agentColumns,
  {
    id: 'actions',
    header: 'Actions',
    accessor: () => '',
    filterable: false,
    width: '4rem',
    align: 'end',
    isActions: true,
    cell: (agent) => (
      <IconButton aria-label={`Edit ${agent.name}`} icon={PencilIcon} size="sm" onPress={() => editAgent(agent.id)} />
    ),
  },
];

const sampleColumns: DataTableColumn<SampleAgentRow>[] = [
  { id: 'id', header: 'ID', accessor: (row) => row.id, sortable: true, align: 'end', width: '10%' },
  { id: 'name', header: 'Name', accessor: (row) => row.name, sortable: true, width: '20%' },
  { id: 'provider', header: 'Provider', accessor: (row) => row.provider, sortable: true },
  { id: 'model', header: 'Model', accessor: (row) => row.model },
  { id: 'status', header: 'Status', accessor: (row) => row.status, sortable: true },
  { id: 'region', header: 'Region', accessor: (row) => row.region },
  { id: 'runs', header: 'Runs', accessor: (row) => row.runs, sortable: true, align: 'end' },
  { id: 'updated', header: 'Updated', accessor: (row) => row.updated, sortable: true },
];
const pagedRows = makeSampleRows(25, 7);
const largeRows = makeSampleRows(10_000);

const meta = {
  title: 'Composites/DataTable',
  component: DataTable<Agent>,
  args: {
    'aria-label': 'Agents',
    columns: agentColumns,
    rows: agents,
    getRowId: (row: Agent) => row.id,
    onSortChange: fn(),
  },
  beforeEach: () => editAgent.mockClear(),
} satisfies Meta<DataTableProps<Agent>>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Agents' });
const rowHeaders = (canvasElement: HTMLElement) =>
  within(table(canvasElement))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('searchbox', { name: 'Filter rows' });
    await expect(filter).toHaveAttribute('placeholder', 'Filter...');
    await expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(agents.length + 1);
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Model' })).not.toHaveAttribute(
      'aria-sort',
    );
    await expect(rowHeaders(canvasElement)[0]).toBe('Billing assistant');
  },
};

/** A click on a header sorts ascending, the next click descending. */
export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() => expect(rowHeaders(canvasElement)[0]).toBe('Billing assistant'));
    await expect(rowHeaders(canvasElement)).toEqual([
      'Billing assistant',
      'Claims triage',
      'Compliance checker',
      'Onboarding guide',
      'Support router',
      'Trading news digest',
    ]);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'name',
      direction: 'ascending',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Runs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Runs' }));
    await expect(canvas.getByRole('columnheader', { name: 'Runs' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await waitFor(() =>
      expect(rowHeaders(canvasElement)).toEqual([
        'Compliance checker',
        'Billing assistant',
        'Trading news digest',
        'Onboarding guide',
        'Claims triage',
        'Support router',
      ]),
    );
  },
};

/** Tab to a header's sort button; Enter sorts ascending, Space then sorts descending. */
export const SortingByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Filter rows' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Provider' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Provider' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await waitFor(() => expect(rowHeaders(canvasElement)[0]).toBe('Claims triage'));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('columnheader', { name: 'Provider' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    // Ties (two OpenAI agents) keep their original order in both directions.
    await waitFor(() =>
      expect(rowHeaders(canvasElement)).toEqual([
        'Billing assistant',
        'Support router',
        'Trading news digest',
        'Onboarding guide',
        'Compliance checker',
        'Claims triage',
      ]),
    );
  },
};

/** Typing narrows the rows; text that matches nothing shows 'No results found'; Escape clears. */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const filter = canvas.getByRole('searchbox', { name: 'Filter rows' });
    await userEvent.type(filter, 'OPENAI');
    await waitFor(() =>
      expect(rowHeaders(canvasElement)).toEqual(['Billing assistant', 'Support router']),
    );

    await userEvent.clear(filter);
    await userEvent.type(filter, 'paused');
    await waitFor(() =>
      expect(rowHeaders(canvasElement)).toEqual(['Claims triage', 'Onboarding guide']),
    );

    await userEvent.type(filter, ' robots');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No results found');
    await expect(within(table(canvasElement)).queryAllByRole('rowheader')).toHaveLength(0);

    await userEvent.keyboard('{Escape}');
    await expect(filter).toHaveValue('');
    await waitFor(() => expect(rowHeaders(canvasElement)).toHaveLength(agents.length));

    await userEvent.type(filter, 'zzz');
    await canvas.findByText('No results found');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rowHeaders(canvasElement)).toHaveLength(agents.length));
  },
};

/** A click on a row shows its details under it; another click hides them. */
export const ExpandableRows: Story = {
  args: { renderExpandedRow: renderAgentDetails },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Details for Claims triage' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(canvas.getByRole('cell', { name: 'claude-sonnet' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = canvas.getByText(agents[1]!.description);
    await expect(details).toBeVisible();
    await expect(toggle.getAttribute('aria-controls')).toBe(details.closest('tr')!.id);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(agents[1]!.description)).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('cell', { name: '342' }));
    await expect(canvas.getByText(agents[2]!.description)).toBeVisible();
  },
};

/** Tab to a row's Details button; Enter expands it, Space collapses it. */
export const ExpandableRowsByKeyboard: Story = {
  args: { renderExpandedRow: renderAgentDetails, filterable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Four sortable headers come first in the tab order.
    for (let i = 0; i < 5; i++) await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Details for Billing assistant' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(agents[0]!.description)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(agents[0]!.description)).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Details for Claims triage' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(agents[1]!.description)).toBeVisible();
  },
};

const samplePageArgs = {
  'aria-label': 'Agents',
  columns: sampleColumns.slice(0, 5),
  rows: pagedRows,
  getRowId: (row: SampleAgentRow) => row.id,
  pagination: true,
} as unknown as Story['args'];

/** The table's own words in another language (French here): the filter, the pager and the row details. */
export const InAnotherLanguage: Story = {
  args: {
    ...samplePageArgs,
    filterLabel: 'Filtrer les agents',
    texts: {
      filterPlaceholder: 'Filtrer…',
      previous: 'Précédent',
      next: 'Suivant',
      page: (page: number, pageCount: number) => `Page ${page} sur ${pageCount}`,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Filtrer les agents' })).toHaveAttribute('placeholder', 'Filtrer…');
    await expect(canvas.getByText('Page 1 sur 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByText('Page 2 sur 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeEnabled();
  },
};

/** 25 rows at the default 10 a page: Previous and Next move between 'Page 1 of 3' and 'Page 3 of 3'. */
export const Paginated: Story = {
  args: samplePageArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(within(table(canvasElement)).getAllByRole('rowheader')).toHaveLength(10);

    await userEvent.click(next);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(previous).toBeEnabled();
    await expect(within(table(canvasElement)).getAllByRole('rowheader')[0]).toHaveTextContent('11');

    await userEvent.click(next);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(within(table(canvasElement)).getAllByRole('rowheader')).toHaveLength(5);

    await userEvent.click(previous);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();

    // Sorting or filtering goes back to the first page.
    await userEvent.click(canvas.getByRole('button', { name: 'ID' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ID' }));
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await waitFor(() =>
      expect(within(table(canvasElement)).getAllByRole('rowheader')[0]).toHaveTextContent('25'),
    );
  },
};

/** Previous and Next answer Enter and Space; at either end focus moves to the other button. */
export const PaginatedByKeyboard: Story = {
  args: samplePageArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Next' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Next is disabled on the last page, so focus moved to Previous rather than being lost.
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** A filter on a paginated table counts the pages of the matches. */
export const PaginatedAndFiltered: Story = {
  args: samplePageArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter rows' }), 'active');
    await waitFor(() => expect(canvas.getByText('Page 1 of 1')).toBeVisible());
    const statuses = within(table(canvasElement))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    await expect(statuses.length).toBeGreaterThan(0);
    await expect(statuses.every((status) => status === 'Active')).toBe(true);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, pagination: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(table(canvasElement)).queryAllByRole('rowheader')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], pagination: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No results found');
    await expect(canvas.getByText('Page 1 of 1')).toBeVisible();
  },
};

/**
 * 10,000 rows without pagination: only the rows in view are in the document, the table reports
 * the full count in `aria-rowcount`, and filtering and sorting stay instant.
 */
export const LargeDataset: Story = {
  args: {
    'aria-label': 'Agents',
    columns: sampleColumns,
    rows: largeRows,
    getRowId: (row: SampleAgentRow) => row.id,
  } as unknown as Story['args'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = table(canvasElement);
    await expect(grid).toHaveAttribute('aria-rowcount', '10001');
    const rendered = within(grid).getAllByRole('rowheader');
    await expect(rendered.length).toBeGreaterThan(5);
    await expect(rendered.length).toBeLessThan(60);
    await expect(rendered[0]).toHaveTextContent('1');
    await expect(rendered[0]!.closest('tr')).toHaveAttribute('aria-rowindex', '2');

    await userEvent.click(canvas.getByRole('button', { name: 'ID' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ID' }));
    await waitFor(() =>
      expect(within(grid).getAllByRole('rowheader')[0]).toHaveTextContent('10000'),
    );

    const expected = largeRows.filter((row) =>
      row.name.toLowerCase().includes('support agent 4'),
    ).length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter rows' }), 'Support agent 4');
    await waitFor(() => expect(grid).toHaveAttribute('aria-rowcount', String(expected + 1)));
    for (const cell of within(grid).getAllByRole('row').slice(1, 6)) {
      await expect(within(cell).getAllByRole('cell')[0]!.textContent?.toLowerCase()).toContain(
        'support agent 4',
      );
    }
  },
};

/** The line of a stacked row that shows `value`: the column's name, then the value. */
const valueBox = (cell: HTMLElement) => cell.lastElementChild as HTMLElement;

/**
 * On a phone the rows are stacked: each agent's name heads its block with its actions beside it,
 * and every other column is a 'name: value' line, so nothing is squeezed to a letter per line and
 * nothing scrolls sideways. The sortable columns stay above the rows as sort buttons; paging,
 * filtering and the row actions work as in the table.
 */
export const StackedOnAPhone: Story = {
  ...onAPhone,
  args: { columns: agentColumnsWithActions, pagination: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = table(canvasElement);
    const firstRow = within(grid).getAllByRole('row')[1]!;
    await expect(within(firstRow).getByRole('rowheader')).toHaveTextContent('Billing assistant');
    await expect(within(firstRow).getByText('Provider')).toBeVisible();
    // Screen readers hear the value once, with its column header, not the visible name again.
    const provider = within(firstRow).getByRole('cell', { name: 'OpenAI' });
    await expect(valueBox(provider).getBoundingClientRect().width).toBeGreaterThan(150);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // 'Model' cannot be sorted: no button, but its header is still there for screen readers.
    await expect(canvas.queryByRole('button', { name: 'Model' })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: 'Model' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Runs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Runs' }));
    await expect(canvas.getByRole('columnheader', { name: 'Runs' })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(rowHeaders(canvasElement)).toEqual([
        'Compliance checker',
        'Billing assistant',
        'Trading news digest',
        'Onboarding guide',
      ]),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Claims triage' }));
    await expect(editAgent).toHaveBeenCalledWith('claims');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter rows' }), 'mistral');
    await waitFor(() => expect(rowHeaders(canvasElement)).toEqual(['Trading news digest']));
  },
};

/**
 * The layout follows the table's own width, not the screen's: in a 20rem panel of a wide screen
 * the rows stack too. An expandable row keeps its Details button, and its details open under it.
 */
export const StackedInANarrowPanel: Story = {
  args: { renderExpandedRow: renderAgentDetails, filterable: false },
  decorators: [
    (Story) => (
      <div style={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const claims = within(table(canvasElement)).getAllByRole('row')[2]!;
    await expect(within(claims).getByText('Status')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Details for Claims triage' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(agents[1]!.description)).toBeVisible();
  },
};
