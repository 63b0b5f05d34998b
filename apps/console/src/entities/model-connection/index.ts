export { BedrockFields } from './BedrockFields';
export {
  providersContext,
  useModelConnectionColumns,
  type ModelCatalogue,
  type ProvidersContext,
} from './columns';
export { LanguageModelFields, TemperatureField, type LanguageModelFieldsProps } from './LanguageModelFields';
export { ModelIdentityFields, type ModelIdentityFieldsProps } from './ModelIdentityFields';
export { hint, modelName, pair } from './model-connection.css';
export { providerColumn } from './provider-column';
export { ProviderModelFields, type ProviderModelFieldsProps } from './ProviderModelFields';
export { showsDetails } from './reveal';
