import { promptFrameworks } from './frameworks';

/** Small inline SVG logos keep the catalogue offline. */
export const logo = (letter: string, colour: string) =>
  `data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='48' height='48'><rect width='48' height='48' rx='10' fill='${encodeURIComponent(colour)}'/><text x='24' y='31' font-size='20' text-anchor='middle' fill='white' font-family='sans-serif'>${letter}</text></svg>`;

type ModelRow = [value: string, description: string];
const provider = (id: string, value: string, colour: string, description: string, models: ModelRow[]) => ({
  id,
  value,
  logo: logo(value.charAt(0), colour),
  description,
  models: models.map(([model, text]) => ({ value: model, description: text })),
});

const llmProviders = [
  provider('openai', 'OpenAI', '#10a37f', 'GPT models through the OpenAI API', [
    ['gpt-4.1', 'Flagship model for complex tasks, 1M token context'],
    ['gpt-4o', 'Multimodal model with fast responses'],
    ['gpt-4o-mini', 'Small, low-cost multimodal model'],
    ['o3-mini', 'Reasoning model for maths, science and code'],
  ]),
  provider('anthropic', 'Anthropic', '#c96442', 'Claude models through the Anthropic API', [
    ['claude-opus-4-1', 'Most capable Claude model for hard reasoning'],
    ['claude-sonnet-4-5', 'Balanced intelligence and speed, strong at agents and code'],
    ['claude-3-5-haiku-latest', 'Fastest Claude model for high-volume tasks'],
  ]),
  provider('google-gemini', 'Google Gemini', '#4285f4', 'Gemini models through Google AI Studio or Vertex AI', [
    ['gemini-2.5-pro', 'Thinking model with 1M token context'],
    ['gemini-2.5-flash', 'Price-performance model with thinking'],
    ['gemini-2.0-flash', 'Fast multimodal model'],
  ]),
  provider('mistral', 'Mistral', '#fa520f', 'Mistral AI la Plateforme', [
    ['mistral-large-latest', 'Top-tier reasoning model'],
    ['mistral-medium-latest', 'Frontier-class multimodal model'],
    ['codestral-latest', 'Model for code completion and generation'],
  ]),
  provider('aws-bedrock', 'AWS Bedrock', '#ff9900', 'Foundation models hosted in your AWS account', [
    ['anthropic.claude-3-5-sonnet-20241022-v2:0', 'Claude 3.5 Sonnet on Bedrock'],
    ['meta.llama3-1-70b-instruct-v1:0', 'Llama 3.1 70B Instruct'],
    ['amazon.nova-pro-v1:0', 'Amazon Nova Pro'],
  ]),
  provider('azure-openai', 'Azure OpenAI', '#0078d4', 'OpenAI models deployed in Azure', [
    ['gpt-4o', 'GPT-4o deployment'],
    ['gpt-4.1-mini', 'GPT-4.1 mini deployment'],
  ]),
  provider('cohere', 'Cohere', '#39594d', 'Command models for enterprise retrieval', [
    ['command-r-plus', 'Retrieval-augmented generation at scale'],
    ['command-a-03-2025', 'Efficient agentic model'],
  ]),
];

const slmProviders = [
  provider('ollama', 'Ollama', '#111111', 'Open models served locally by Ollama', [
    ['llama3.2:3b', 'Meta Llama 3.2 3B Instruct'],
    ['mistral:7b-instruct', 'Mistral 7B Instruct'],
    ['phi3:mini', 'Microsoft Phi-3 Mini'],
    ['gemma2:2b', 'Google Gemma 2 2B'],
    ['qwen2.5:7b', 'Alibaba Qwen 2.5 7B'],
  ]),
  provider('microsoft', 'Microsoft', '#737373', 'Phi small language models', [
    ['phi-3-mini-4k-instruct', 'Phi-3 Mini, 4k context'],
    ['phi-4-mini-instruct', 'Phi-4 Mini'],
  ]),
  provider('hugging-face', 'Hugging Face TGI', '#ffcc4d', 'Text Generation Inference endpoints', [
    ['HuggingFaceTB/SmolLM2-1.7B-Instruct', 'SmolLM2 1.7B'],
    ['google/gemma-2-9b-it', 'Gemma 2 9B Instruct'],
  ]),
  provider('aws-bedrock', 'AWS Bedrock', '#ff9900', 'Small models on Bedrock', [
    ['meta.llama3-2-3b-instruct-v1:0', 'Llama 3.2 3B Instruct'],
    ['mistral.mistral-7b-instruct-v0:2', 'Mistral 7B Instruct'],
  ]),
];

const embeddingModelProviders = [
  provider('openai', 'OpenAI', '#10a37f', 'OpenAI embeddings', [
    ['text-embedding-3-small', '1536 dimensions, low cost'],
    ['text-embedding-3-large', '3072 dimensions, best quality'],
  ]),
  provider('google-gemini', 'Google Gemini', '#4285f4', 'Gemini embeddings', [['gemini-embedding-001', '3072 dimensions, multilingual']]),
  provider('cohere', 'Cohere', '#39594d', 'Cohere Embed', [
    ['embed-english-v3.0', '1024 dimensions, English'],
    ['embed-multilingual-v3.0', '1024 dimensions, 100+ languages'],
  ]),
  provider('mistral', 'Mistral', '#fa520f', 'Mistral embeddings', [['mistral-embed', '1024 dimensions']]),
  provider('aws-bedrock', 'AWS Bedrock', '#ff9900', 'Bedrock embeddings', [
    ['amazon.titan-embed-text-v2:0', 'Titan Text Embeddings V2, 256 to 1024 dimensions'],
    ['cohere.embed-multilingual-v3', 'Cohere multilingual on Bedrock'],
  ]),
  provider('ollama', 'Ollama', '#111111', 'Local embeddings', [['nomic-embed-text', '768 dimensions']]),
];

const rerankingModelProviders = [
  provider('cohere', 'Cohere', '#39594d', 'Cohere Rerank', [
    ['rerank-v3.5', 'Multilingual re-ranking'],
    ['rerank-english-v3.0', 'English re-ranking'],
  ]),
  provider('jina-ai', 'Jina AI', '#009191', 'Jina rerankers', [['jina-reranker-v2-base-multilingual', 'Multilingual cross-encoder']]),
  provider('voyage-ai', 'Voyage AI', '#012a4a', 'Voyage rerankers', [['rerank-2', 'General-purpose reranker'], ['rerank-2-lite', 'Fast reranker']]),
  provider('aws-bedrock', 'AWS Bedrock', '#ff9900', 'Rerank models on Bedrock', [['amazon.rerank-v1:0', 'Amazon Rerank 1.0'], ['cohere.rerank-v3-5:0', 'Cohere Rerank 3.5']]),
];

const languages = [
  { name: 'English (US)', code: 'en-US' },
  { name: 'English (UK)', code: 'en-GB' },
  { name: 'German', code: 'de-DE' },
  { name: 'French', code: 'fr-FR' },
  { name: 'Spanish', code: 'es-ES' },
  { name: 'Italian', code: 'it-IT' },
  { name: 'Japanese', code: 'ja-JP' },
  { name: 'Portuguese (Brazil)', code: 'pt-BR' },
];
const speechToSpeechModelProviders = [
  {
    ...provider('openai', 'OpenAI', '#10a37f', 'OpenAI Realtime API', [
      ['gpt-4o-realtime-preview', 'Realtime speech-to-speech'],
      ['gpt-4o-mini-realtime-preview', 'Low-cost realtime speech'],
    ]),
    voices: ['alloy', 'ash', 'ballad', 'coral', 'echo', 'sage', 'shimmer', 'verse'].map((name) => ({ name })),
    languages,
  },
  {
    ...provider('google-gemini', 'Google Gemini', '#4285f4', 'Gemini Live API', [
      ['gemini-2.0-flash-live-001', 'Live bidirectional audio'],
      ['gemini-2.5-flash-native-audio-dialog', 'Native audio dialog'],
    ]),
    voices: ['Puck', 'Charon', 'Kore', 'Fenrir', 'Aoede'].map((name) => ({ name })),
    languages,
  },
  {
    ...provider('aws-bedrock', 'AWS Bedrock', '#ff9900', 'Amazon Nova Sonic on Bedrock', [['amazon.nova-sonic-v1:0', 'Speech-to-speech foundation model']]),
    voices: ['tiffany', 'matthew', 'amy'].map((name) => ({ name })),
    languages: languages.slice(0, 2).concat([{ name: 'Spanish', code: 'es-ES' }]),
  },
];

/** GET /platform/config: every field is a JSON text, as the documents describe. */
export const platformConfig = {
  llmProviders: JSON.stringify(llmProviders),
  slmProviders: JSON.stringify(slmProviders),
  embeddingModelProviders: JSON.stringify(embeddingModelProviders),
  rerankingModelProviders: JSON.stringify(rerankingModelProviders),
  speechToSpeechModelProviders: JSON.stringify(speechToSpeechModelProviders),
  promptFrameworks: JSON.stringify(promptFrameworks),
};
