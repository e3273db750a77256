import jsQR from 'jsqr';
import { getDocument, ImageKind, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Every text item of a PDF's pages, joined by spaces (the names as the PDF's fonts map them). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) texts.push(item.str);
  }
  await pdf.destroy();
  return texts.join(' ');
}

interface DecodedImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
  kind: number;
}

/** The text of the first QR code among the PDF's first page's images, if any decodes. */
export async function pdfQrText(bytes: Uint8Array): Promise<string | undefined> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const page = await pdf.getPage(1);
    const operators = await page.getOperatorList();
    for (let i = 0; i < operators.fnArray.length; i += 1) {
      if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
      const name = (operators.argsArray[i] as [string])[0];
      const image = await new Promise<DecodedImage>((resolve) =>
        page.objs.get(name, (value: DecodedImage) => resolve(value)),
      );
      const found = jsQR(rgba(image), image.width, image.height);
      if (found) return found.data;
    }
    return undefined;
  } finally {
    await pdf.destroy();
  }
}

/** pdfjs's decoded pixels (grey 1 bit, RGB or RGBA) as RGBA, as jsQR reads them. */
function rgba(image: DecodedImage): Uint8ClampedArray {
  const pixels = image.width * image.height;
  const out = new Uint8ClampedArray(pixels * 4);
  for (let p = 0; p < pixels; p += 1) {
    let value: [number, number, number];
    if (image.kind === ImageKind.RGB_24BPP) {
      value = [image.data[p * 3]!, image.data[p * 3 + 1]!, image.data[p * 3 + 2]!];
    } else if (image.kind === ImageKind.RGBA_32BPP) {
      value = [image.data[p * 4]!, image.data[p * 4 + 1]!, image.data[p * 4 + 2]!];
    } else {
      const row = Math.ceil(image.width / 8);
      const x = p % image.width;
      const y = Math.floor(p / image.width);
      const bit = (image.data[y * row + (x >> 3)]! >> (7 - (x & 7))) & 1;
      value = bit ? [255, 255, 255] : [0, 0, 0];
    }
    out.set([...value, 255], p * 4);
  }
  return out;
}
