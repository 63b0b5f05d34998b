export * from './binding';
export * from './FormTextField';
export * from './FormTextArea';
export * from './FormNumberField';
export * from './FormSearchField';
