import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every component's docs page opens with usage notes (`parameters.docs.description.component` of its stories):
// when to use it, when not, and what it promises for accessibility.
const componentsDir = join(process.cwd(), 'packages/ui/src/components');
const storyFiles = readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .sort();

describe('design-system stories carry usage notes', () => {
  it('finds the story files', () => {
    expect(storyFiles.length).toBeGreaterThan(30);
  });
  it.each(storyFiles)('%s', (file) => {
    const source = readFileSync(join(componentsDir, file), 'utf8');
    expect(source).toMatch(/docs: \{\s*description: \{\s*component:/);
    for (const heading of ['**When to use.**', '**When not.**', '**Accessibility.**']) {
      expect(source).toContain(heading);
    }
  });
});
