import { describe, expect, it } from 'vitest';
import { isRecordId, isUuid } from './ids.ts';

describe('record ids', () => {
  it('accepts decimal ids of up to nine digits', () => {
    for (const id of ['1', '42', '7000001', '999999999']) expect(isRecordId(id), id).toBe(true);
  });

  it('refuses empty, signed, spaced, non-decimal and too long ids', () => {
    for (const id of ['', '-1', ' 1', '1 ', '1.5', '0x1f', '1e3', '１２', '1234567890']) expect(isRecordId(id), id).toBe(false);
  });
});

describe('uuids', () => {
  it('accepts a uuid in either case and nothing around it', () => {
    for (const id of ['3f2a6c1e-9b7d-4e8f-a1b2-c3d4e5f60718', '3F2A6C1E-9B7D-4E8F-A1B2-C3D4E5F60718']) expect(isUuid(id), id).toBe(true);
    for (const id of ['', '3f2a6c1e9b7d4e8fa1b2c3d4e5f60718', ' 3f2a6c1e-9b7d-4e8f-a1b2-c3d4e5f60718', '3f2a6c1e-9b7d-4e8f-a1b2-c3d4e5f6071g', '../3f2a6c1e-9b7d-4e8f-a1b2-c3d4e5f60718']) {
      expect(isUuid(id), id).toBe(false);
    }
  });
});
