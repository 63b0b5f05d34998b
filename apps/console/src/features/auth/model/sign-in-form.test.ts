import { describe, expect, it } from 'vitest';
import { signInErrors, signInFieldError } from './sign-in-form';

describe('the sign-in form rules', () => {
  it('asks for each empty field with the product message', () => {
    expect(signInErrors({ username: '', password: '' })).toEqual({
      username: 'Please enter a username',
      password: 'Please enter a password',
    });
    expect(signInErrors({ username: 'member', password: '' })).toEqual({
      password: 'Please enter a password',
    });
  });

  it('accepts any typed value, spaces included, as the server does', () => {
    expect(signInErrors({ username: 'member', password: 'secret' })).toEqual({});
    expect(signInFieldError('username', ' ')).toBeUndefined();
  });
});
