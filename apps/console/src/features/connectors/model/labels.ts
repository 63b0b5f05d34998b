import type { ASSET_CLASSES, NEWS_SOURCES, PEGA_AUTH_TYPES, SENSITIVITIES } from '@agentdeck/api-client/rules';

/** How the form names the values the contract keeps (spec 002 section 9 lists the values only). */

export const NEWS_SOURCE_LABELS: Record<(typeof NEWS_SOURCES)[number], string> = {
  x: 'X',
  reddit: 'Reddit',
  'bloomberg-news': 'Bloomberg News',
  discord: 'Discord',
  'cnbc-financial-news': 'CNBC Financial News',
  'economic-calendars': 'Economic Calendars',
  'company-reports-sec': 'Company Reports (SEC)',
  stocktwits: 'StockTwits',
};

export const ASSET_CLASS_LABELS: Record<(typeof ASSET_CLASSES)[number], string> = {
  fx: 'FX',
  crypto: 'Crypto',
  equities: 'Equities',
  commodities: 'Commodities',
  bonds: 'Bonds',
  'indices-etfs': 'Indices & ETFs',
  'meme-stocks': 'Meme Stocks',
  'defi-tokens-nfts': 'DeFi Tokens & NFTs',
  'precious-metals': 'Precious Metals',
  'real-estate-reits': 'Real Estate & REITs',
};

export const SENSITIVITY_LABELS: Record<(typeof SENSITIVITIES)[number], string> = {
  highly_sensitive: 'Highly sensitive',
  moderately_sensitive: 'Moderately sensitive',
};

/**
 * Pega's authorization methods. 'basic' is the OAuth password grant (see PEGA_AUTH_TYPES): the
 * method that uses the username and password reference the spec lists.
 */
export const PEGA_AUTH_LABELS: Record<(typeof PEGA_AUTH_TYPES)[number], string> = {
  none: 'No Authorization',
  clientCredentials: 'Client Credentials',
  basic: 'Password Credentials',
};

/** A label for a stored value, or the value itself when it is not one the form knows. */
export const labelOf = <K extends string>(labels: Record<K, string>, value: string | null | undefined) =>
  value ? (labels[value as K] ?? value) : '';
