import { describe, expect, it } from 'vitest';
import { readVietQrPayload, vietQrPayload } from '../../../../src/features/payments/shared/vietqr-payload';

/** CRC-16/CCITT-FALSE as EMVCo defines it, written out here to check the library's independently. */
const crc16 = (text: string) => {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/** Top-level EMVCo fields: id (2 digits), length (2 digits), value. */
const fieldsOf = (payload: string) => {
  const fields = new Map<string, string>();
  for (let at = 0; at < payload.length;) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
};

describe('vietQrPayload', () => {
  const transfer = {
    bankBin: '970436',
    accountNumber: '0011004012345',
    amount: 1_200_000,
    purpose: 'UG26A7K3Q9',
  };
  const payload = vietQrPayload(transfer);

  it('is a dynamic NAPAS VietQR with the bank, account, amount in VND and the reference', () => {
    const fields = fieldsOf(payload);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('01')).toBe('12');
    expect(fields.get('38')).toContain('A000000727');
    expect(fields.get('38')).toContain('970436');
    expect(fields.get('38')).toContain('0011004012345');
    expect(fields.get('38')).toContain('QRIBFTTA');
    expect(fields.get('53')).toBe('704');
    expect(fields.get('54')).toBe('1200000');
    expect(fields.get('58')).toBe('VN');
    expect(fields.get('62')).toContain('UG26A7K3Q9');
  });

  it('ends in a correct CRC-16 over everything before it', () => {
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });

  it('reads back, and a changed payload fails its CRC', () => {
    expect(readVietQrPayload(payload)).toEqual(transfer);
    const tampered = payload.replace('1200000', '1200001');
    expect(readVietQrPayload(tampered)).toBeNull();
  });
});
