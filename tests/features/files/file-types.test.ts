import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decideFileType, formatBytes } from '../../../src/features/files/shared/file-types';
import { sniffFileType } from '../../../src/features/files/server/detect-file-type';
import { readZipEntryNames } from '../../../src/features/files/server/zip-entries';
import { EXE, officeFile, PDF, PNG, zipOf } from './fixtures';

const sniffDir = mkdtempSync(path.join(tmpdir(), 'unigate-sniff-'));
afterAll(() => rmSync(sniffDir, { recursive: true, force: true }));

const sniffFile = async (content: Buffer) => {
  const file = path.join(sniffDir, 'upload.part');
  writeFileSync(file, content);
  return sniffFileType({ head: content.subarray(0, 64 * 1024), zipEntries: await readZipEntryNames(file) });
};

const ATTACHMENT = { maxBytes: 10 * 1024 * 1024, types: ['pdf', 'docx', 'xlsx', 'png', 'jpg'] as const };
const SOURCE = { maxBytes: 100 * 1024 * 1024, types: ['zip'] as const };

describe('sniffing the content', () => {
  it('tells Office files apart by the parts their zip directory names, wherever those parts are', async () => {
    expect(await sniffFile(officeFile('word'))).toBe('docx');
    expect(await sniffFile(officeFile('xl'))).toBe('xlsx');
    expect(await sniffFile(officeFile('ppt'))).toBe('pptx');
    expect(await sniffFile(zipOf({ 'src/main.c': 'int main(){}', 'README.md': '# đồ án' }))).toBe('zip');
  });

  it('recognises PDF and images, names executables, and knows nothing else', async () => {
    expect(await sniffFile(PDF)).toBe('pdf');
    expect(await sniffFile(PNG)).toBe('png');
    expect(await sniffFile(EXE)).toBe('executable');
    expect(await sniffFile(Buffer.from('\x7fELF\x02\x01\x01'))).toBe('executable');
    expect(await sniffFile(Buffer.from('#!/bin/sh\nrm -rf ~\n'))).toBe('executable');
    expect(await sniffFile(Buffer.from('xin chào'))).toBeNull();
  });
});

describe('decideFileType', () => {
  it('refuses a renamed .exe with a message that says what it really is, in vi and en', () => {
    const decision = decideFileType({ name: 'luan-van.pdf', sniffed: 'executable', limits: ATTACHMENT });
    expect(decision).toEqual({
      reason: expect.stringMatching(
        /"luan-van\.pdf" là một chương trình chạy được.* \/ .*is an executable program/,
      ),
    });
  });

  it('accepts a type only when the name, the content and the kind agree', () => {
    expect(decideFileType({ name: 'Báo cáo.PDF', sniffed: 'pdf', limits: ATTACHMENT })).toEqual({
      type: 'pdf',
      mime: 'application/pdf',
    });
    expect(decideFileType({ name: 'anh.jpeg', sniffed: 'jpg', limits: ATTACHMENT })).toMatchObject({
      type: 'jpg',
    });
    expect(decideFileType({ name: 'anh.jpg', sniffed: 'png', limits: ATTACHMENT })).toEqual({
      reason: expect.stringContaining('.jpg'),
    });
    expect(decideFileType({ name: 'slides.pptx', sniffed: 'pptx', limits: ATTACHMENT })).toEqual({
      reason: 'Chỉ nhận tệp pdf, docx, xlsx, png, jpg / Only pdf, docx, xlsx, png, jpg files are accepted',
    });
  });

  it('takes any zip archive, Office files included, for a zip kind, and nothing else', () => {
    for (const sniffed of ['zip', 'docx', 'pptx'] as const) {
      expect(decideFileType({ name: 'ma-nguon.zip', sniffed, limits: SOURCE })).toMatchObject({
        type: 'zip',
      });
    }
    expect(decideFileType({ name: 'ma-nguon.zip', sniffed: 'pdf', limits: SOURCE })).toHaveProperty('reason');
    expect(decideFileType({ name: 'ma-nguon.docx', sniffed: 'docx', limits: SOURCE })).toHaveProperty(
      'reason',
    );
  });

  it('names limits as people read them', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
  });
});
