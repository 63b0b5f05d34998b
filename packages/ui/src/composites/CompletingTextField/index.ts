export { CompletingTextField, type CompletingTextFieldProps, type TextCompletion } from './CompletingTextField';
