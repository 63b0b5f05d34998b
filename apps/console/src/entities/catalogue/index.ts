export { parseCatalogue, useCatalogue, type CatalogueEntry, type CatalogueName } from './use-catalogue';
