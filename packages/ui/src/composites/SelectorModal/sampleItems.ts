/** Deterministic sample data for the selector stories. */
export interface SamplePrompt {
  id: string;
  name: string;
  description?: string;
  isReadOnly?: boolean;
}

export const samplePrompts: SamplePrompt[] = [
  {
    id: 'p1',
    name: 'Refund policy',
    description:
      'Answers questions on refunds and returns from the billing knowledge base, quoting the policy.',
  },
  { id: 'p2', name: 'Claims triage', description: 'Sorts incoming insurance claims by urgency.' },
  {
    id: 'p3',
    name: 'Onboarding guide',
    description: 'Walks new members through their first workflow.',
  },
  {
    id: 'p4',
    name: 'REFUND escalation',
    description: 'Hands angry customers to a person.',
    isReadOnly: true,
  },
  { id: 'p5', name: 'Trading news digest', description: 'Summarises market news for the desks.' },
];
