import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UPLOAD_MAX_BYTES, isAddressProofRecent, isAllowedUpload, makeDocumentSchema, sniffFileType, uploadContentIssue,
  uploadIssue,
} from './documents';
import { SAMPLE_NOW, issuesByPath } from './test-data';

const bytes = (...values: number[]) => new Uint8Array(values);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n');
const EXE = bytes(0x4d, 0x5a, 0x90, 0x00);

describe('uploadIssue / isAllowedUpload', () => {
  it('accepts jpg, jpeg, png and pdf under 10 MB, any case, with or without a declared type', () => {
    for (const file of [
      { name: 'proof.jpg', size: 1, mime: 'image/jpeg' },
      { name: 'PROOF.JPEG', size: 5_000, mime: 'image/jpeg' },
      { name: 'scan.png', size: UPLOAD_MAX_BYTES - 1, mime: 'image/png' },
      { name: 'certificate.final.pdf', size: 200_000, mime: 'application/pdf' },
      { name: 'certificate.pdf', size: 200_000, mime: '' },
      { name: 'photo.jpg', size: 10, mime: null },
    ]) expect(isAllowedUpload(file), file.name).toBe(true);
  });

  it('refuses other extensions and a declared type that contradicts the extension', () => {
    for (const file of [
      { name: 'proof.gif', size: 10, mime: 'image/gif' },
      { name: 'proof.pdf.exe', size: 10, mime: 'application/pdf' },
      { name: 'proof', size: 10, mime: 'image/png' },
      { name: 'proof.png', size: 10, mime: 'application/pdf' },
      { name: 'proof.docx', size: 10, mime: '' },
    ]) expect(uploadIssue(file), file.name).toBe('onb_file_type_invalid');
  });

  it('refuses 10 MB and more, and empty files', () => {
    expect(uploadIssue({ name: 'a.pdf', size: UPLOAD_MAX_BYTES, mime: 'application/pdf' })).toBe('onb_file_too_large');
    expect(uploadIssue({ name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1 })).toBe('onb_file_too_large');
    expect(uploadIssue({ name: 'a.pdf', size: 0 })).toBe('onb_file_empty');
    expect(uploadIssue({ name: 'a.pdf', size: Number.NaN })).toBe('onb_file_empty');
    fc.assert(fc.property(fc.integer({ min: 1, max: 3 * UPLOAD_MAX_BYTES }), (size) => {
      expect(isAllowedUpload({ name: 'a.png', size, mime: 'image/png' })).toBe(size < UPLOAD_MAX_BYTES);
    }));
  });
});

describe('sniffFileType / uploadContentIssue', () => {
  it('reads the JPEG, PNG and PDF signatures', () => {
    expect(sniffFileType(JPEG)).toBe('jpg');
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(PDF)).toBe('pdf');
  });

  it('gives null for anything else, including truncated signatures', () => {
    for (const b of [EXE, bytes(), bytes(0xff, 0xd8), PNG.slice(0, 7), new TextEncoder().encode('%PDF'), new TextEncoder().encode('<html>')]) {
      expect(sniffFileType(b)).toBeNull();
    }
  });

  it('requires the content to be what the name says', () => {
    expect(uploadContentIssue('id.jpeg', JPEG)).toBeNull();
    expect(uploadContentIssue('id.JPG', JPEG)).toBeNull();
    expect(uploadContentIssue('scan.png', PNG)).toBeNull();
    expect(uploadContentIssue('proof.pdf', PDF)).toBeNull();
    expect(uploadContentIssue('proof.pdf', EXE)).toBe('onb_file_content_mismatch');
    expect(uploadContentIssue('scan.png', JPEG)).toBe('onb_file_content_mismatch');
    expect(uploadContentIssue('notes.txt', PDF)).toBe('onb_file_content_mismatch');
  });

  it('never recognises random bytes that do not start with a signature byte', () => {
    const noSignatureStart = fc.uint8Array({ maxLength: 64 }).filter((b) => b.length === 0 || ![0xff, 0x89, 0x25].includes(b[0]));
    fc.assert(fc.property(noSignatureStart, (b) => {
      expect(sniffFileType(b)).toBeNull();
    }));
  });
});

describe('isAddressProofRecent', () => {
  // SAMPLE_NOW is 21 Nov 2026 in Shanghai.
  it('counts proofs from the same day 3 months ago through today', () => {
    expect(isAddressProofRecent('2026-11-21', SAMPLE_NOW)).toBe(true);
    expect(isAddressProofRecent('2026-08-21', SAMPLE_NOW)).toBe(true);
    expect(isAddressProofRecent('2026-08-20', SAMPLE_NOW)).toBe(false);
    expect(isAddressProofRecent('2026-11-22', SAMPLE_NOW)).toBe(false);
    expect(isAddressProofRecent('not a date', SAMPLE_NOW)).toBe(false);
    expect(isAddressProofRecent(new Date('2026-09-01T00:00:00Z'), SAMPLE_NOW)).toBe(true);
  });

  it('clamps to the end of a shorter month and judges today in the zone', () => {
    const may31 = new Date('2027-05-31T04:00:00Z'); // 31 May in Shanghai; 3 months back is 28 Feb 2027
    expect(isAddressProofRecent('2027-02-28', may31)).toBe(true);
    expect(isAddressProofRecent('2027-02-27', may31)).toBe(false);
    const lateUtc = new Date('2026-11-20T20:00:00Z'); // 21 Nov 04:00 in Shanghai, 20 Nov 15:00 in New York
    expect(isAddressProofRecent('2026-08-20', lateUtc)).toBe(false);
    expect(isAddressProofRecent('2026-08-20', lateUtc, 'America/New_York')).toBe(true);
    expect(isAddressProofRecent('2026-11-21', lateUtc, 'America/New_York')).toBe(false);
  });
});

describe('makeDocumentSchema', () => {
  const schema = makeDocumentSchema({ now: SAMPLE_NOW });

  it('records documents; only an address proof needs a recent issue date', () => {
    expect(schema.safeParse({ kind: 'registration_certificate', uploadId: 'upl_1' }).success).toBe(true);
    expect(schema.safeParse({ kind: 'address_proof', uploadId: 'upl_2', issuedOn: '2026-10-01' }).success).toBe(true);
  });

  it.each([
    [{ kind: 'passport', uploadId: 'upl_1' }, { kind: 'onb_document_kind_invalid' }],
    [{ kind: 'other', uploadId: '' }, { uploadId: 'onb_response_required' }],
    [{ kind: 'other', uploadId: '../x' }, { uploadId: 'onb_response_required' }],
    [{ kind: 'address_proof', uploadId: 'upl_2' }, { issuedOn: 'onb_proof_date_invalid' }],
    [{ kind: 'address_proof', uploadId: 'upl_2', issuedOn: '2026-02-30' }, { issuedOn: 'onb_proof_date_invalid' }],
    [{ kind: 'address_proof', uploadId: 'upl_2', issuedOn: '2026-12-01' }, { issuedOn: 'onb_proof_date_invalid' }],
    [{ kind: 'address_proof', uploadId: 'upl_2', issuedOn: '2026-08-20' }, { issuedOn: 'onb_proof_too_old' }],
  ])('refuses %j', (doc, expected) => {
    expect(issuesByPath(schema.safeParse(doc))).toEqual(expected);
  });
});
