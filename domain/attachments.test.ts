import { describe, expect, it } from 'vitest';
import { judgeFile } from './attachments';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');

describe('judgeFile', () => {
  it('accepts a PNG or PDF by its bytes and names the type it really is', () => {
    expect(judgeFile({ size: 10, head: PNG })).toEqual({ ok: true, type: 'png', contentType: 'image/png' });
    expect(judgeFile({ size: 10, head: PDF })).toEqual({ ok: true, type: 'pdf', contentType: 'application/pdf' });
  });

  it('refuses a missing, empty, too large or unknown file, in that order', () => {
    expect(judgeFile(undefined)).toEqual({ ok: false, issue: 'required' });
    expect(judgeFile({ size: 0, head: PNG })).toEqual({ ok: false, issue: 'empty' });
    expect(judgeFile({ size: 100, head: PNG }, 100)).toEqual({ ok: false, issue: 'too_large' });
    expect(judgeFile({ size: 99, head: PNG }, 100).ok).toBe(true);
    expect(judgeFile({ size: 100, head: new TextEncoder().encode('<html>') })).toEqual({ ok: false, issue: 'type' });
  });
});
