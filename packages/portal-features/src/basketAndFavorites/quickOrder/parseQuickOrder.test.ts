import { maxLengths } from '@kundenportal/api-client/limits';
import { describe, expect, it } from 'vitest';
import { parseQuickOrder, splitLine } from './parseQuickOrder';

describe('splitLine', () => {
  it.each([
    ['10004711\t5', ['10004711', '5']],
    ['10004711;2,5', ['10004711', '2,5']],
    ['10004711 ; 2,5 ; KG', ['10004711', '2,5', 'KG']],
    ['10004711   12', ['10004711', '12']],
    ['10004711,3', ['10004711', '3']],
    ['10004711,2,5', ['10004711', '2,5']],
    ['"10004711";"4"', ['10004711', '4']],
    ['="00012345";1', ['00012345', '1']],
  ])('%s', (line, cells) => {
    expect(splitLine(line)).toEqual(cells);
  });
});

describe('parseQuickOrder', () => {
  it('reads a pasted spreadsheet column pair, keeping leading zeros', () => {
    const parsed = parseQuickOrder('10004711\t5\n0012345678\t2,5\n');
    expect(parsed.lines).toEqual([
      { materialNumber: '10004711', amount: 5, unit: undefined, raw: ['10004711\t5'] },
      { materialNumber: '0012345678', amount: 2.5, unit: undefined, raw: ['0012345678\t2,5'] },
    ]);
    expect(parsed.problems).toEqual([]);
    expect(parsed.count).toBe(2);
  });

  it('drops invisible characters – a CSV byte-order mark, a pasted zero-width space', () => {
    const parsed = parseQuickOrder('\ufeff10004711;5\n1000\u200b4712\t2');
    expect(parsed.lines.map((line) => line.materialNumber)).toEqual(['10004711', '10004712']);
    expect(parsed.problems).toEqual([]);
  });

  it('refuses a material number longer than the contract takes', () => {
    const tooLong = '1'.repeat(maxLengths.ProductListAddRequest.product_list_add.items.productId + 1);
    expect(parseQuickOrder(`${tooLong} 1`).lines).toEqual([]);
    expect(parseQuickOrder(`${tooLong.slice(1)} 1`).lines).toHaveLength(1);
  });

  it('merges duplicates by adding their amounts', () => {
    const parsed = parseQuickOrder('10004711;5\n10004711 2,5\n10004711,0.1');
    expect(parsed.lines).toHaveLength(1);
    expect(parsed.lines[0]).toMatchObject({ materialNumber: '10004711', amount: 7.6 });
    expect(parsed.lines[0]?.raw).toHaveLength(3);
  });

  it('takes a unit from a third column', () => {
    expect(parseQuickOrder('10004711;5;kg').lines[0]).toMatchObject({ unit: 'KG' });
  });

  it('keeps every bad line with its reason', () => {
    const parsed = parseQuickOrder(
      ['1,0004711E+07;5', 'Salz;3', '10004711', '10004712;0', '10004713;viel', '123;1'].join('\n'),
    );
    expect(parsed.lines).toEqual([]);
    expect(parsed.problems.map((line) => [line.raw, line.problem])).toEqual([
      ['1,0004711E+07;5', 'scientific'],
      ['Salz;3', 'materialNumber'],
      ['10004711', 'missingAmount'],
      ['10004712;0', 'amount'],
      ['10004713;viel', 'amount'],
      ['123;1', 'materialNumber'],
    ]);
  });

  it("skips a CSV file's header line and blank lines", () => {
    const parsed = parseQuickOrder('Materialnummer;Menge;Einheit\r\n\r\n10004711;5;KG\r\n   \r\n');
    expect(parsed.count).toBe(1);
    expect(parsed.lines).toHaveLength(1);
  });
});
