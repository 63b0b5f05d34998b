export { Icon, type IconProps, type IconSize, type IconTone } from './Icon';
export * from './icons';
