import type { promptFrameworkSchema } from '@agentdeck/api-client';
import type { z } from 'zod';

export type PromptFramework = z.infer<typeof promptFrameworkSchema>;

export interface EnhanceRequest {
  prompt: string;
  framework: PromptFramework;
  /** Variable, tool and agent names to keep in double curly braces. */
  knownNames: string[];
  intelligentSource: { id: string; isSLM: boolean };
}

/**
 * The one seam where a configured model would be called (spec README decision 9). The mock API
 * uses the deterministic rewrite below; a real implementation would send the same request to
 * the LLM or SLM named by `intelligentSource`.
 */
export interface PromptEnhancer {
  enhance(request: EnhanceRequest): Promise<string>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps bare occurrences of known names in `{{ }}`, longest names first. */
export function wrapKnownNames(text: string, names: string[]): string {
  let result = text;
  for (const name of [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length)) {
    result = result.replace(new RegExp(`(?<![{\\w])${escape(name)}(?![\\w}])`, 'g'), `{{${name}}}`);
  }
  return result;
}

/**
 * Rewrites the prompt into the framework's sections: its sentences are shared out over the
 * framework's fields in order; a field left without a sentence gets a directive built from the
 * field's description. Same input, same output.
 */
export const deterministicEnhancer: PromptEnhancer = {
  async enhance({ prompt, framework, knownNames }) {
    const plain = prompt.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, '$1').replace(/\s+/g, ' ').trim();
    const sentences = plain.split(/(?<=[.!?])\s+/).filter(Boolean);
    const fields = framework.fields;
    const perField = Math.max(1, Math.ceil(sentences.length / fields.length));
    const sections = fields.map((field, index) => {
      const own = sentences.slice(index * perField, (index + 1) * perField).join(' ');
      return `${field.name}: ${own || `${field.description}, as fits the request above.`}`;
    });
    const body = [`# ${framework.title} prompt`, ...sections, `Guidance: ${framework.instructions}`].join('\n');
    return wrapKnownNames(body, knownNames);
  },
};
