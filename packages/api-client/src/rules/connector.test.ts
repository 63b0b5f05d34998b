import { describe, expect, it } from 'vitest';
import { connectorResource } from '../schemas/connector';
import { validate } from '../validation';
import { messageOf } from '../../test/messages';
import {
  assetClassRule,
  CONNECTOR_MESSAGES,
  connectorRules,
  PEGA_META_FIELDS,
  sensitivityRule,
  weightRule,
} from './connector';

const news = (configurations: Record<string, unknown>) => ({
  name: 'Market News Feed',
  description: 'Trading news sentiment for the FX desk',
  type: 'Trading News',
  configurations: { selectedSources: ['x'], sourceConfigurations: [{ dataSource: 'x', weightPercentage: 0, assetClass: [] }], ...configurations },
});

describe('connector rules', () => {
  it("keeps a Trading News weight from 0 to 100: 'Must be between 0-100'", () => {
    for (const value of [-1, 100.5, 101, Number.NaN, null, undefined])
      expect(messageOf(weightRule, value)).toBe(CONNECTOR_MESSAGES.weight);
    for (const value of [0, 42.5, 100]) expect(messageOf(weightRule, value)).toBeUndefined();
  });

  it('asks a sensitivity tuning row for its asset class and sensitivity among the listed values', () => {
    for (const value of [null, '', 'stocks']) expect(messageOf(assetClassRule, value)).toBe('Please select an asset class');
    for (const value of [null, '', 'very']) expect(messageOf(sensitivityRule, value)).toBe('Please select a sensitivity');
    expect(messageOf(assetClassRule, 'real-estate-reits')).toBeUndefined();
    expect(messageOf(sensitivityRule, 'moderately_sensitive')).toBeUndefined();
  });

  it('checks every tuning row of a Trading News connector, and none of another type', () => {
    const rows = { sensitivityTuning: [{ assetClass: 'fx', sensitivity: 'highly_sensitive' }, {}] };
    const paths = { prefix: 'configurations', jira: { email: 'e', projectKey: 'p', token: 't' } };
    expect(connectorRules('Trading News', rows, paths).map(([path]) => path)).toEqual([
      'configurations.selectedSources',
      'configurations.sensitivityTuning.0.assetClass',
      'configurations.sensitivityTuning.0.sensitivity',
      'configurations.sensitivityTuning.1.assetClass',
      'configurations.sensitivityTuning.1.sensitivity',
    ]);
    expect(connectorRules('MySQL', rows, paths).map(([path]) => path)).toEqual([
      'configurations.databaseId',
      'configurations.queryType',
    ]);
  });

  it('refuses a body whose tuning row misses its sensitivity, with the form’s message, once', () => {
    const result = validate(
      connectorResource.create,
      news({ sensitivityTuning: [{ assetClass: 'fx', sensitivity: '', mostImpactedBy: [] }] }),
    );
    expect(result).toEqual({
      success: false,
      errors: ['configurations.sensitivityTuning.0.sensitivity: Please select a sensitivity'],
    });
    expect(
      validate(connectorResource.create, news({ sensitivityTuning: [{ assetClass: 'fx', sensitivity: 'highly_sensitive', mostImpactedBy: ['rate decisions'] }] })).success,
    ).toBe(true);
  });

  it('keeps only the fields of each Pega authorization: client credentials drop username and password', () => {
    expect(PEGA_META_FIELDS.none).toEqual([]);
    expect(PEGA_META_FIELDS.clientCredentials).not.toContain('username');
    expect(PEGA_META_FIELDS.clientCredentials).not.toContain('passwordReference');
    expect(PEGA_META_FIELDS.basic).toEqual(expect.arrayContaining(['username', 'passwordReference', ...PEGA_META_FIELDS.clientCredentials]));
  });
});
