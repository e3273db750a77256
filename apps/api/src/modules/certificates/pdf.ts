import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  certificateIssueLabel,
  formatCalendarDate,
  initialsAndSurname,
  longDate,
  particularValue,
  registryToday,
  valueAt,
  type CertificateField,
  type CertificateIssue,
  type CertificateSection,
  type RecordKind,
} from '@vitalreg/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_TEMPLATE as T, kindTemplate, type KindTemplate } from './template.ts';

/** Everything printed on one certificate. */
export interface CertificateContent {
  /** The record's kind: its layout gives the title, statement and particulars. */
  kind: Pick<RecordKind, 'particulars'>;
  certificateNumber: string;
  issue: CertificateIssue;
  issueNumber: number;
  issuedAt: Date;
  /** Who approved the record (display name). */
  registrarName: string;
  /** Where it is printed. */
  centreName: string;
  /** The record's particulars as stored. */
  particulars: Record<string, unknown>;
  /** Where the record was registered, by name. */
  registration: { centre: string; lga: string; state: string };
  code: string;
  /** The QR code's text: the verification address with its signed fragment. */
  qrText: string;
  /** The verification address printed under the QR code (no fragment). */
  address: string;
  /** Marginal notes of the corrections applied to the record ("Corrected on ...: ..."). */
  notes?: readonly string[];
}

/* ---------- fonts: Noto Sans, embedded, so Ṣ, ẹ, Ọ, ị and Ɗ print as written ---------- */

const FONT_FILES = {
  regular: { bundled: 'NotoSans-Regular.ttf', package: '400Regular/NotoSans_400Regular.ttf' },
  bold: { bundled: 'NotoSans-Bold.ttf', package: '700Bold/NotoSans_700Bold.ttf' },
} as const;

/** A font as pdfkit takes it: its bytes, or (faster) the font already parsed by fontkit. */
type FontSource = Buffer | { layout: unknown };

let fonts: { regular: FontSource; bold: FontSource } | undefined;

/** Beside the bundle (dist/fonts, copied by build.mjs), else from the font package. */
function fontPath(file: (typeof FONT_FILES)[keyof typeof FONT_FILES]): string {
  const bundled = fileURLToPath(new URL(`./fonts/${file.bundled}`, import.meta.url));
  if (existsSync(bundled)) return bundled;
  return createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${file.package}`);
}

/**
 * The font parsed once: pdfkit parses a font's bytes again for every document (most of a
 * certificate's time), but takes a parsed fontkit font as well. The parsed font is read from a
 * probe document; should pdfkit's insides differ, the bytes are used.
 */
function parsedOnce(bytes: Buffer): FontSource {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.registerFont('probe', bytes);
  probe.font('probe');
  const parsed = (probe as unknown as { _font?: { font?: { layout?: unknown } } })._font?.font;
  return parsed && typeof parsed.layout === 'function' ? (parsed as FontSource) : bytes;
}

function loadFonts() {
  fonts ??= {
    regular: parsedOnce(readFileSync(fontPath(FONT_FILES.regular))),
    bold: parsedOnce(readFileSync(fontPath(FONT_FILES.bold))),
  };
  return fonts;
}

/* ---------- values ---------- */

type Values = Record<string, unknown>;

const text = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === ''
    ? undefined
    : String(value).trim();

/** The calendar date in Nigeria of an instant, `yyyy-mm-dd`. */
export function registryDate(at: Date): string {
  return formatCalendarDate(registryToday(at));
}

/** A field's printed value (names given first, dates written out), or undefined when none. */
export function fieldValue(data: Values, field: CertificateField): string | undefined {
  return particularValue(data, field, { date: longDate });
}

/**
 * The name the QR code and the public check carry: "A. O. OKAFOR", from the names the kind's
 * layout gives its subject; a full name in one field takes its last word for the surname.
 */
export function subjectNameOf(
  { particulars: layout }: Pick<RecordKind, 'particulars'>,
  particulars: Values,
): string {
  const { names } = layout.reprint;
  const value = valueAt(particulars, names.path);
  if (names.format !== 'names') {
    const words = (text(value) ?? '').split(/\s+/);
    const surname = words.pop();
    return initialsAndSurname(words, surname);
  }
  return initialsAndSurname(
    [text(valueAt(value, 'firstname')), text(valueAt(value, 'middlename'))],
    text(valueAt(value, 'surname')),
  );
}

/* ---------- drawing ---------- */

type Doc = InstanceType<typeof PDFDocument>;
type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Writes text with the fonts' `ccmp` feature off: Noto Sans's ccmp splits ẹ, ị, ọ into a base
 * letter and a dot, and pdfkit then maps the plain letter's glyph to ẹ in the PDF's text layer
 * for the whole document ("Fẹmalẹ" when copied or searched). The precomposed glyphs print the
 * same.
 */
function put(doc: Doc, value: string, x: number, y: number, options: TextOptions = {}) {
  const features = { ccmp: false } as unknown as TextOptions['features'];
  doc.text(value.normalize('NFC'), x, y, { ...options, features });
}

/** Draws the kind's template with the record's values; returns the PDF's bytes. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const template = kindTemplate(content.kind);
  const qr = await QRCode.toBuffer(content.qrText, {
    type: 'png',
    errorCorrectionLevel: T.footer.qr.errorCorrection,
    margin: 4,
    scale: 4,
  });
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    // Fixed dates: the same inputs give the same bytes.
    info: {
      Title: `${template.title} ${content.certificateNumber}`,
      Author: T.agency.name,
      Subject: certificateIssueLabel(content.issue, content.issueNumber),
      CreationDate: content.issuedAt,
      ModDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular as Buffer);
  doc.registerFont('bold', bold as Buffer);

  drawFrame(doc);
  const mark = ISSUE_MARKS[content.issue];
  if (mark && content.issue !== 'correction') drawWatermark(doc, mark);
  let y = drawHeader(doc, template);
  y = drawNumber(doc, content, y);
  doc.font('regular').fontSize(T.statement.size).fillColor(T.colours.text);
  put(doc, template.statement, T.page.margin, y, { width: contentWidth(), align: 'center' });
  y = doc.y + T.statement.gapAfter;
  const data = { ...content.particulars, registration: content.registration };
  for (const section of template.sections) y = drawSection(doc, section, data, y);
  if (content.notes?.length) drawNotes(doc, content.notes, y);
  drawFooter(doc, content, qr);
  doc.end();
  return ended;
}

const contentWidth = () => T.page.width - 2 * T.page.margin;

function drawFrame(doc: Doc) {
  const { inset, width, innerInset, innerWidth } = T.frame;
  doc
    .lineWidth(width)
    .strokeColor(T.colours.brand)
    .rect(inset, inset, T.page.width - 2 * inset, T.page.height - 2 * inset)
    .stroke();
  doc
    .lineWidth(innerWidth)
    .rect(innerInset, innerInset, T.page.width - 2 * innerInset, T.page.height - 2 * innerInset)
    .stroke();
}

/** What marks a certificate other than the original: a watermark (not on a corrected one) and its count. */
const ISSUE_MARKS: Record<CertificateIssue, string | undefined> = {
  original: undefined,
  reprint: T.reprint.mark,
  reissue: T.reprint.reissueMark,
  correction: T.reprint.correctionMark,
};

function drawWatermark(doc: Doc, mark: string) {
  doc.save();
  doc.rotate(-35, { origin: [T.page.width / 2, T.page.height / 2] });
  doc
    .font('bold')
    .fontSize(T.reprint.watermarkSize)
    .fillColor(T.colours.reprint)
    .fillOpacity(T.reprint.opacity);
  put(doc, mark, 0, T.page.height / 2 - T.reprint.watermarkSize / 2, {
    width: T.page.width,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
  doc.fillOpacity(1);
}

function drawHeader(doc: Doc, template: KindTemplate): number {
  const h = T.header;
  const x = T.page.margin;
  const width = contentWidth();
  const centred = { width, align: 'center' as const };
  doc.font('bold').fontSize(h.countrySize).fillColor(T.colours.muted);
  put(doc, T.agency.country, x, h.top, { ...centred, characterSpacing: 2 });
  doc.font('bold').fontSize(h.agencySize).fillColor(T.colours.brand);
  put(doc, T.agency.name, x, doc.y + 2, centred);
  doc.font('regular').fontSize(h.mottoSize).fillColor(T.colours.muted);
  put(doc, T.agency.motto, x, doc.y, centred);
  doc.font('bold').fontSize(h.titleSize).fillColor(T.colours.text);
  put(doc, template.title, x, doc.y + 10, { ...centred, characterSpacing: 1 });
  const rule = doc.y + 4;
  doc.lineWidth(1.5).strokeColor(T.colours.brand);
  doc
    .moveTo(x + width * 0.25, rule)
    .lineTo(x + width * 0.75, rule)
    .stroke();
  return rule + h.gapAfter;
}

function drawNumber(doc: Doc, content: CertificateContent, top: number): number {
  const x = T.page.margin;
  const width = contentWidth();
  const height = 34;
  doc.rect(x, top, width, height).fill(T.colours.tint);
  doc.font('regular').fontSize(T.number.labelSize).fillColor(T.colours.muted);
  put(doc, T.labels.certificateNumber, x + 10, top + 5, { lineBreak: false });
  doc.font('bold').fontSize(T.number.valueSize).fillColor(T.colours.text);
  put(doc, content.certificateNumber, x + 10, top + 14, { lineBreak: false });
  const mark = ISSUE_MARKS[content.issue];
  if (mark) {
    doc.font('bold').fontSize(T.number.valueSize).fillColor(T.colours.reprint);
    put(doc, `${mark} ${content.issueNumber}`, x, top + 10, {
      width: width - 10,
      align: 'right',
      lineBreak: false,
    });
  }
  return top + height + 10;
}

/**
 * The marginal notes of the corrections, under the particulars and above the footer: the
 * newest that fit, the older ones counted on the first line.
 */
function drawNotes(doc: Doc, notes: readonly string[], top: number): void {
  const x = T.page.margin;
  const lineHeight = T.sections.labelSize + 6;
  const first = top + T.sections.titleSize + 6;
  const fit = Math.max(1, Math.floor((T.footer.top - 14 - first) / lineHeight));
  const lines =
    notes.length <= fit
      ? notes
      : [
          `... and ${notes.length - fit + 1} earlier correction(s), kept in the register`,
          ...notes.slice(notes.length - fit + 1),
        ];
  doc.font('bold').fontSize(T.sections.titleSize).fillColor(T.colours.brand);
  put(doc, T.labels.marginalNotes.toUpperCase(), x, top, {
    lineBreak: false,
    characterSpacing: 0.5,
  });
  doc
    .font('regular')
    .fontSize(T.sections.labelSize + 1)
    .fillColor(T.colours.text);
  lines.forEach((note, i) => {
    put(doc, note, x, first + i * lineHeight, {
      width: contentWidth(),
      lineBreak: false,
      ellipsis: true,
    });
  });
}

function drawSection(doc: Doc, section: CertificateSection, data: Values, top: number): number {
  const s = T.sections;
  const cells = section.fields
    .map((field) => ({ field, value: fieldValue(data, field) }))
    .filter((cell): cell is { field: CertificateField; value: string } => cell.value !== undefined);
  if (cells.length === 0) return top;
  const x = T.page.margin;
  const columnWidth = contentWidth() / s.columns;
  doc.font('bold').fontSize(s.titleSize).fillColor(T.colours.brand);
  put(doc, section.title.toUpperCase(), x, top, { lineBreak: false, characterSpacing: 0.5 });
  let y = top + s.titleSize + 6;
  doc.lineWidth(0.5).strokeColor(T.colours.brand);
  doc
    .moveTo(x, y - 3)
    .lineTo(x + contentWidth(), y - 3)
    .stroke();
  let column = 0;
  for (const { field, value } of cells) {
    const span = Math.min(field.span ?? 1, s.columns);
    if (column + span > s.columns) {
      column = 0;
      y += s.rowHeight;
    }
    const cellX = x + column * columnWidth;
    const width = span * columnWidth - 8;
    doc.font('regular').fontSize(s.labelSize).fillColor(T.colours.muted);
    put(doc, field.label, cellX, y, { width, lineBreak: false });
    doc.font('bold').fontSize(s.valueSize).fillColor(T.colours.text);
    put(doc, value, cellX, y + s.labelSize + 3, { width, height: s.valueSize + 4, ellipsis: true });
    column += span;
  }
  return y + s.rowHeight + s.gapAfter;
}

function drawFooter(doc: Doc, content: CertificateContent, qr: Buffer) {
  const f = T.footer;
  const x = T.page.margin;
  const size = f.qr.size;
  const qrX = x + contentWidth() - size;
  const textWidth = contentWidth() - size - 24;
  doc.lineWidth(0.5).strokeColor(T.colours.brand);
  doc
    .moveTo(x, f.top - 10)
    .lineTo(x + contentWidth(), f.top - 10)
    .stroke();
  const line = (label: string, value: string, y: number) => {
    doc.font('regular').fontSize(f.labelSize).fillColor(T.colours.muted);
    put(doc, label, x, y, { width: textWidth, lineBreak: false });
    doc.font('bold').fontSize(f.valueSize).fillColor(T.colours.text);
    put(doc, value, x, y + f.labelSize + 3, {
      width: textWidth,
      height: f.valueSize + 4,
      ellipsis: true,
    });
  };
  const step = f.labelSize + f.valueSize + 14;
  line(T.labels.dateOfIssue, longDate(registryDate(content.issuedAt)), f.top);
  line(T.labels.issuedAt, content.centreName, f.top + step);
  line(T.labels.registrar, content.registrarName, f.top + 2 * step);
  const signature = f.top + 3 * step + 18;
  doc.lineWidth(0.75).strokeColor(T.colours.text);
  doc
    .moveTo(x, signature)
    .lineTo(x + 180, signature)
    .stroke();
  doc.font('regular').fontSize(f.labelSize).fillColor(T.colours.muted);
  put(doc, `${T.labels.registrar}'s signature and seal`, x, signature + 3, { lineBreak: false });

  doc.image(qr, qrX, f.top - 6, { width: size, height: size });
  const below = f.top - 6 + size + 2;
  const centred = { width: size, align: 'center' as const, lineBreak: false };
  doc.font('regular').fontSize(f.labelSize).fillColor(T.colours.muted);
  put(doc, f.qr.caption, qrX, below, centred);
  doc
    .font('bold')
    .fontSize(f.labelSize + 1)
    .fillColor(T.colours.text);
  put(doc, `${T.labels.code}: ${content.code}`, qrX - 20, doc.y + 1, {
    ...centred,
    width: size + 40,
  });
  doc
    .font('regular')
    .fontSize(f.labelSize - 1)
    .fillColor(T.colours.muted);
  put(doc, content.address, qrX - 60, doc.y + 1, { ...centred, width: size + 60, align: 'right' });
}
