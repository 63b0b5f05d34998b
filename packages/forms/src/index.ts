export * from './rules';
export * from './form/useZodForm';
export * from './fields';
export * from './save/saveButtonState';
export * from './save/SaveButton';
