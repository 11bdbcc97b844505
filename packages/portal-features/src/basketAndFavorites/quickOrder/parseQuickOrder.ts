/**
 * Reads the quick order box (issue 10): one product per line, material number and amount – separated by
 * spaces, tabs, commas or semicolons, as a spreadsheet column pair pastes – optionally a unit. Material
 * numbers stay the digits typed (leading zeros kept, scientific notation refused); the same number twice is
 * one line with the amounts added. Nothing typed is dropped: every line ends up either in `lines` or in
 * `problems` with its original text.
 */

import { fieldLimits, withoutHiddenCharacters } from '../../shared/forms';

export const maxQuickOrderLines = 200;

/**
 * The longest line worth reading – a spreadsheet row of material number, amount, unit and the product's
 * description, as an order export holds them – at the contract's limits of an order position, with room for the
 * amount and separators. The box takes at most `maxQuickOrderLines` of them, so a pasted megabyte never
 * reaches the parser.
 */
const maxLineLength =
  fieldLimits.productId + fieldLimits.order.position.unit + fieldLimits.order.position.description + 32;
export const maxQuickOrderLength = maxQuickOrderLines * maxLineLength;

export type LineProblem =
  /** Not a material number (letters, too short or long). */
  | 'materialNumber'
  /** Excel turned the number into 1,0004711E+07: the digits are lost. */
  | 'scientific'
  | 'missingAmount'
  /** Not a number, or not above 0. */
  | 'amount';

export interface QuickOrderLine {
  materialNumber: string;
  amount: number;
  unit?: string;
  /** The text of every line merged into this one, to put back into the box if it is not added. */
  raw: string[];
}

export interface RejectedLine {
  raw: string;
  problem: LineProblem;
  materialNumber?: string;
}

export interface ParsedQuickOrder {
  lines: QuickOrderLine[];
  problems: RejectedLine[];
  /** Non-empty lines read (a header line of a CSV file not counted). */
  count: number;
}

// Up to the contract's limit of a product id (`ProductListAddRequest`), so the API never refuses the length.
const materialPattern = new RegExp(`^\\d{8,${fieldLimits.productId}}$`);
const scientificPattern = /^\d+(?:[.,]\d+)?e[+-]?\d+$/i;
const amountPattern = /^\d+(?:[.,]\d+)?$/;
const unitPattern = /^[A-Za-zÄÖÜäöüß]{1,6}$/;

/** A spreadsheet cell as pasted or exported: quotes and Excel's ="…" text marker removed. */
const cell = (value: string) =>
  value
    .trim()
    .replace(/^="?|"$/g, '')
    .replace(/^"/, '')
    .trim();

/**
 * Splits a line into cells. Tabs and semicolons win (then a comma may be a decimal comma: '10004711;2,5');
 * then white space; only then commas – where '10004711,2,5' is read as 2,5.
 */
export function splitLine(line: string): string[] {
  if (/[\t;]/.test(line))
    return line
      .split(/[\t;]+/)
      .map(cell)
      .filter(Boolean);
  const trimmed = line.trim();
  if (/\s/.test(trimmed)) return trimmed.split(/\s+/).map(cell).filter(Boolean);
  const parts = trimmed.split(',').map(cell);
  if (parts.length === 3 && /^\d+$/.test(parts[1] ?? '') && /^\d+$/.test(parts[2] ?? '')) {
    return [parts[0] ?? '', `${parts[1]},${parts[2]}`];
  }
  return parts.filter(Boolean);
}

const toAmount = (text: string) => Number(text.replace(',', '.'));

function readLine(raw: string): QuickOrderLine | RejectedLine {
  const [material = '', amountText, ...rest] = splitLine(raw);
  if (scientificPattern.test(material)) return { raw, problem: 'scientific' };
  if (!materialPattern.test(material)) return { raw, problem: 'materialNumber' };
  if (amountText === undefined) return { raw, problem: 'missingAmount', materialNumber: material };
  if (!amountPattern.test(amountText) || !(toAmount(amountText) > 0)) {
    return { raw, problem: 'amount', materialNumber: material };
  }
  const unit = rest.find((value) => unitPattern.test(value));
  return { materialNumber: material, amount: toAmount(amountText), unit: unit?.toUpperCase(), raw: [raw] };
}

const isHeader = (line: string) => !/\d/.test(splitLine(line)[0] ?? '');

export function parseQuickOrder(text: string): ParsedQuickOrder {
  // Invisible characters (a byte-order mark of a CSV file, zero-width spaces pasted from e-mails) would make
  // a good material number look wrong; they go, as in every other form.
  const rawLines = withoutHiddenCharacters(text)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.trim() !== '');
  // A CSV file's header ('Materialnummer;Menge;Einheit') is no order line.
  if (rawLines.length > 0 && isHeader(rawLines[0] ?? '') && splitLine(rawLines[0] ?? '').length > 1) {
    rawLines.shift();
  }
  const byNumber = new Map<string, QuickOrderLine>();
  const problems: RejectedLine[] = [];
  for (const raw of rawLines) {
    const read = readLine(raw);
    if ('problem' in read) {
      problems.push(read);
      continue;
    }
    const earlier = byNumber.get(read.materialNumber);
    if (earlier) {
      // Amounts added with a fixed precision, so 0.1 + 0.2 stays 0.3.
      earlier.amount = Math.round((earlier.amount + read.amount) * 1000) / 1000;
      earlier.raw.push(raw);
      earlier.unit ??= read.unit;
    } else {
      byNumber.set(read.materialNumber, read);
    }
  }
  return { lines: [...byNumber.values()], problems, count: rawLines.length };
}

/** The template offered for download: the header the parser skips and one example line. */
export const quickOrderTemplate = 'Materialnummer;Menge;Einheit\r\n10004711;5;KG\r\n';
