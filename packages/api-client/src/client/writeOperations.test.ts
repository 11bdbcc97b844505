import { describe, expect, it } from 'vitest';
import { isWriteOperation } from './writeOperations';

describe('isWriteOperation', () => {
  it.each([
    ['POST', '/order'],
    ['post', '/file'],
    ['POST', '/orders/{id}/{positionId}/document'],
    ['POST', '/orders/4711/10/document'],
    ['POST', '/registrations'],
  ])('%s %s is a write', (method, path) => {
    expect(isWriteOperation(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/order'],
    ['POST', '/basket'],
    ['DELETE', '/files/{id}'],
    ['POST', '/registrations/{id}/activate'],
    ['POST', '/orders/4711/document'],
    ['POST', '/auth/login'],
  ])('%s %s is not', (method, path) => {
    expect(isWriteOperation(method, path)).toBe(false);
  });
});
