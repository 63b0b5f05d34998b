/**
 * Description and the fields after it appear only once name, provider and model are set
 * (spec 001 section 4, the LLM and SLM forms).
 */
export function showsDetails(values: { name?: string; provider?: string; modelName?: string }): boolean {
  return [values.name, values.provider, values.modelName].every((value) => (value ?? '').trim() !== '');
}
