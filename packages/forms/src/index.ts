export * from './rules';
export * from './form/useZodForm';
export * from './save/saveButtonState';
export * from './save/SaveButton';
