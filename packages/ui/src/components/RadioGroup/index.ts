export { Radio, RadioGroup, type RadioProps, type RadioGroupProps } from './RadioGroup';
