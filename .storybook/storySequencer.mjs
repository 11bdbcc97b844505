import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

/**
 * `npm test` runs the stories in two halves at once (scripts/test.mjs, `--shard=1/2` and `2/2`). Vitest's own
 * sharding splits the files by a hash of their paths – equal counts, unequal work: one half took 155 s, the other
 * 121 s. Here each half gets about the same work: the files by how long their stories took in a fresh-clone run
 * (storyDurations.json, milliseconds), the longest first, each to the half with less so far. A story file the
 * record does not know counts as the record's average; a stale record only makes the halves less even, never
 * leaves a file out – every file lands in exactly one half.
 */
export default class StorySequencer extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async shard(files) {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const root = this.ctx.config.root;
    /** @type {Record<string, number>} */
    const record = JSON.parse(readFileSync(join(import.meta.dirname, 'storyDurations.json'), 'utf8'));
    const known = Object.values(record);
    const average = known.reduce((sum, ms) => sum + ms, 0) / Math.max(1, known.length);
    const weighed = files
      .map((spec) => {
        const path = relative(root, spec.moduleId).replaceAll('\\', '/');
        return { spec, path, ms: record[path] ?? average };
      })
      .sort((a, b) => b.ms - a.ms || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const load = Array.from({ length: count }, () => 0);
    /** @type {import('vitest/node').TestSpecification[]} */
    const mine = [];
    for (const { spec, ms } of weighed) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest] += ms;
      if (lightest === index - 1) mine.push(spec);
    }
    if (process.env.STORY_SHARD_LOG)
      console.log(
        `story half ${index}/${count}: ${mine.length} files, ~${Math.round(load[index - 1] / 1000)} s of stories`,
      );
    return mine;
  }
}
