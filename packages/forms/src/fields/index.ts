export * from './binding';
export * from './FormTextField';
export * from './FormTextArea';
