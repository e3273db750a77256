/**
 * Uploaded files that lie: bytes that do not match the declared type, broken base64, empty and
 * truncated files, and other formats dressed as JPEG, PNG or PDF (documents/content-type.ts
 * decides by the bytes).
 */
import fc from 'fast-check';

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0', 'latin1'),
  Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

const LIARS: Record<string, Buffer> = {
  'a PNG cut after its signature': PNG_BYTES.subarray(0, 8),
  'a JPEG start marker only': JPEG_BYTES.subarray(0, 3),
  'a PDF header only': Buffer.from('%PDF-'),
  'an SVG with a script': Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  ),
  'an HTML page': Buffer.from('<!doctype html><script>alert(1)</script>'),
  'a Windows program': Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
  'a ZIP archive': Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]),
  'a GIF': Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
  'a PNG signature then text': Buffer.concat([PNG_BYTES.subarray(0, 8), Buffer.from('hello')]),
  'one zero byte': Buffer.alloc(1),
  'UTF-16 text': Buffer.from('\uFEFFhello', 'utf16le'),
};

const GOOD: Record<string, Buffer> = { png: PNG_BYTES, jpeg: JPEG_BYTES, pdf: PDF_BYTES };

const BAD_BASE64 = [
  '!!!!',
  'abc',
  'a',
  '====',
  'data:image/png;base64,',
  'data:image/png;base64,!!!',
  'iVBORw0KGgo=AAAA',
  ' ',
  '\u0000AAAA',
  'QUJD\uD800',
  'QUJD'.repeat(10) + '%%',
];

export interface FileBody {
  data: string;
  /** What the file is, for reports. */
  what: string;
}

/** A file for an upload body's `data`: a liar, a good file declared as another type, bad base64. */
export const fileData: fc.Arbitrary<FileBody> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(...Object.entries(LIARS))
      .map(([what, bytes]) => ({ data: bytes.toString('base64'), what })),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(...Object.entries(GOOD)).chain(([what, bytes]) =>
      fc.constantFrom(
        { data: bytes.toString('base64'), what: `a ${what}` },
        { data: bytes.toString('base64url'), what: `a ${what} in URL-safe base64` },
        {
          data: `data:image/png;base64,${bytes.toString('base64')}`,
          what: `a ${what} as a data URL`,
        },
        {
          data: bytes.toString('base64').replace(/(.{4})/g, '$1\n'),
          what: `a ${what} with line breaks`,
        },
        { data: bytes.toString('base64').slice(0, -3), what: `a ${what} cut short` },
      ),
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...BAD_BASE64).map((data) => ({ data, what: 'bad base64' })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(2 * 1024 * 1024 + 3, 5 * 1024 * 1024 + 3).map((size) => ({
      data: Buffer.concat([PNG_BYTES, Buffer.alloc(size)]).toString('base64'),
      what: `a PNG of ${size} bytes`,
    })),
  },
);
