/**
 * Deterministic sample rows (8 columns) for the DataTable's stories and its benchmark: a seeded
 * generator, so every run and every screenshot sees the same data.
 */

export interface SampleAgentRow {
  id: number;
  name: string;
  provider: string;
  model: string;
  status: 'Active' | 'Paused' | 'Failed';
  region: string;
  runs: number;
  /** A fixed calendar date (ISO yyyy-mm-dd), never derived from the current time. */
  updated: string;
}

const providers = ['OpenAI', 'Anthropic', 'Mistral', 'Cohere', 'Google', 'Meta', 'AWS Bedrock'];
const models = [
  'gpt-4o',
  'claude-sonnet',
  'mistral-large',
  'command-r',
  'gemini-pro',
  'llama-3',
  'titan',
];
const statuses = ['Active', 'Paused', 'Failed'] as const;
const regions = [
  'us-east-1',
  'us-west-2',
  'eu-west-1',
  'eu-central-1',
  'ap-south-1',
  'ap-northeast-1',
];
const roles = [
  'Billing',
  'Support',
  'Triage',
  'Research',
  'Summary',
  'Routing',
  'Compliance',
  'Sales',
];

/** mulberry32: a small seeded generator, so the same seed gives the same rows. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

const baseDay = Date.UTC(2025, 0, 1);
const dayInMs = 86_400_000;

/** `count` rows, identical for the same `count` and `seed`. */
export function makeSampleRows(count: number, seed = 42): SampleAgentRow[] {
  const random = seededRandom(seed);
  const rows = new Array<SampleAgentRow>(count);
  for (let i = 0; i < count; i++) {
    rows[i] = {
      id: i + 1,
      name: `${pick(random, roles)} agent ${Math.floor(random() * 100_000)}`,
      provider: pick(random, providers),
      model: pick(random, models),
      status: pick(random, statuses),
      region: pick(random, regions),
      runs: Math.floor(random() * 50_000),
      updated: new Date(baseDay + Math.floor(random() * 365) * dayInMs).toISOString().slice(0, 10),
    };
  }
  return rows;
}
