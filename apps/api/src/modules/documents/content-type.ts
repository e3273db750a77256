import type { UploadMimeType } from '@vitalreg/domain';

const SIGNATURES: { mimeType: UploadMimeType; extension: string; bytes: number[] }[] = [
  { mimeType: 'image/jpeg', extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  {
    mimeType: 'image/png',
    extension: 'png',
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  // %PDF-
  { mimeType: 'application/pdf', extension: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file's real type from its first bytes (never from its name or the claimed type). */
export function detectUploadType(
  bytes: Uint8Array,
): { mimeType: UploadMimeType; extension: string } | null {
  for (const signature of SIGNATURES) {
    if (
      bytes.length > signature.bytes.length &&
      signature.bytes.every((byte, index) => bytes[index] === byte)
    ) {
      return { mimeType: signature.mimeType, extension: signature.extension };
    }
  }
  return null;
}

export const EXTENSION_MIME_TYPES: Record<string, UploadMimeType> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};
