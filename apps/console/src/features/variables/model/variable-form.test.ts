import { describe, expect, it } from 'vitest';
import { variableBody, variableFormValues } from './variable-form';

describe('variableFormValues', () => {
  it('starts a new variable with empty text and no data type', () => {
    expect(variableFormValues()).toEqual({ name: '', description: '' });
  });

  it("fills the form with the variable's name, data type and description when editing", () => {
    expect(
      variableFormValues({ name: 'order_id', dataType: 'int', description: 'The order number' }),
    ).toEqual({
      name: 'order_id',
      dataType: 'int',
      description: 'The order number',
    });
  });
});

describe('variableBody', () => {
  it('sends only the three documented fields', () => {
    const values = {
      name: 'order_id',
      dataType: 'int' as const,
      description: 'The order number',
      extra: true,
    };
    expect(variableBody(values)).toEqual({
      name: 'order_id',
      dataType: 'int',
      description: 'The order number',
    });
  });
});
