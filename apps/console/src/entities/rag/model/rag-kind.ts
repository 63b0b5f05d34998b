import type { SelectOption } from '@agentdeck/ui';
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { NameOf, PlanStep } from './retrieval-plan';

/**
 * What differs between the vector RAG and graph RAG wizards (spec 001 sections 2 to 5): the type
 * field of step 1 and the source a type needs, the retrieval of step 2, and the plan of step 3.
 * Everything else (steps, accordion, Configure Retrieval dialog, generator) is shared.
 */
export interface RagKind {
  type: {
    /** 'ragVariant' or 'graphRagType'. */
    field: string;
    label: string;
    placeholder: string;
    items: readonly SelectOption[];
    disabledKeys?: readonly string[];
    /** The field of the model source the chosen type needs ('fusionRag'), with its label, or false. */
    sourceOf: (type: unknown) => { field: string; label: string } | false;
  };
  retrieval: {
    schema: z.ZodType;
    /** A new retrieval's values: re-ranking, query expansion, HyDE and hybrid search off. */
    newValue: object;
    /**
     * One retrieval's four sections (General, Pre Retrieval, Retrieval, Post Retrieval); its cards'
     * headings at `headingLevel`, to fit the accordion or the Configure Retrieval dialog.
     */
    Fields: ComponentType<{ index: number; headingLevel: 3 | 4 }>;
    /** One line under a retrieval's title: its database and search, say. */
    summaryOf: (retrieval: Record<string, unknown>, nameOf: NameOf) => string;
  };
  plan: (values: Record<string, unknown>, nameOf: NameOf, question: string) => PlanStep[];
}
