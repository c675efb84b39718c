import { describe, expect, it } from 'vitest';
import { tokenFromHeaders } from './http';

describe('every call sends the login token in a jwt header', () => {
  it('reads the jwt header first, then Authorization: Bearer', () => {
    expect(tokenFromHeaders({ jwt: 'abc' })).toBe('abc');
    expect(tokenFromHeaders({ authorization: 'Bearer xyz' })).toBe('xyz');
    expect(tokenFromHeaders({ jwt: 'abc', authorization: 'Bearer xyz' })).toBe('abc');
  });

  it('treats empty, "null" and "undefined" tokens and other schemes as no token', () => {
    for (const jwt of ['', 'null', 'undefined', '  ']) expect(tokenFromHeaders({ jwt })).toBeNull();
    expect(tokenFromHeaders({ authorization: 'Basic dXNlcjpwYXNz' })).toBeNull();
    expect(tokenFromHeaders({})).toBeNull();
  });
});
