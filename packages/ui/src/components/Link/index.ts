export { Link, type LinkProps } from './Link';
export { RouterProvider } from 'react-aria-components';
