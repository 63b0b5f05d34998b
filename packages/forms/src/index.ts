export * from './resources';
export * from './form/useZodForm';
export * from './form/FormStatus';
export * from './fields';
export * from './save/saveButtonState';
export * from './save/SaveButton';
export * from './form/useFieldChange';
