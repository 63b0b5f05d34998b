export { Stack, stackDirections, type StackProps } from './Stack';
