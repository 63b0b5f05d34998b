export { BedrockFields } from './BedrockFields';
export { hint, modelName, pair } from './model-connection.css';
export { providerColumn } from './provider-column';
export { ProviderModelFields, type ProviderModelFieldsProps } from './ProviderModelFields';
export { showsDetails } from './reveal';
