// @vitest-environment node
/**
 * Page-change focus finds a page's heading only because the heading tells the layout it is there (PageHeading):
 * a page drawing a plain <h1> would silently leave focus where it was after a page change. Every page's h1 in
 * the features is a PageHeading (PageFrame draws one); stories and tests may draw their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const features = join(import.meta.dirname, '../..');

describe('page headings', () => {
  it('are PageHeading wherever a feature draws a page', () => {
    const plain = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.tsx') && !/\.(stories|test|testing)\.tsx$/.test(file))
      .filter((file) => !file.endsWith('PageHeading.tsx'))
      .filter((file) => /<h1[\s>]/.test(readFileSync(join(features, file), 'utf8')));
    expect(plain).toEqual([]);
  });
});
