export {
  CreateInPlace,
  CreateInPlaceProvider,
  useCanCreateInPlace,
  type CreateInPlaceProps,
  type CreateInPlaceRegistry,
} from './create-in-place';
