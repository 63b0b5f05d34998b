/**
 * The usage types and the four documented models (spec 000 section 3.7). Kept out of
 * `schemas/usage.ts` so the console's usage dashboard, which reads the model names, does not
 * evaluate zod and the schemas for them.
 */
export const usageTypes = ['workflows', 'tokens', 'credits', 'storage'] as const;
export const usageModels = ['Gemini', 'Claude', 'OpenAI', 'Mistral'] as const;
